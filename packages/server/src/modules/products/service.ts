import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  activePeriodsCollide,
  isProductActiveOn,
  priceOn,
  productProblems,
  requiresTaxExemptionReason,
  isVatCategory,
  type FieldProblem,
  type ProductValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn, isUuid, lockRule, recordExists } from '../../db/records.js';
import { type Actor, recordAudit } from '../../db/audit.js';
import { units, users } from '../../db/schema-core.js';
import { AppError, refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { carRegistrations } from '../cars/tables.js';
import { departments } from '../departments/tables.js';
import type { DimensionRow } from '../dimensions/service.js';
import { fileMetaColumns, requireOwnFiles, type FileMeta } from '../files/service.js';
import { files } from '../files/tables.js';
import { productGroups, variants } from '../product-groups/tables.js';
import { projects } from '../projects/tables.js';
import type { UnitRow } from '../units/repository.js';
import { productActivePeriods, productImages, productPrices, products } from './tables.js';

export const PRODUCT_MODEL = 'product';

export type ProductRow = typeof products.$inferSelect;
export type ProductPriceRow = typeof productPrices.$inferSelect;
export type ProductActivePeriodRow = typeof productActivePeriods.$inferSelect;

export type ProductPriceInput = {
  validFrom: string;
  validTo?: string | null;
  purchasePrice: string;
  salePrice: string;
};
export type ProductActivePeriodInput = { activeFrom: string; activeTo?: string | null };

export type ProductInput = {
  number: string;
  name: string;
  description?: string | null;
  unitOfMeasureCode: string;
  vatRateSymbol: string;
  taxExemptionReason?: string | null;
  productGroupId?: string | null;
  variantId?: string | null;
  supplierUnitId?: string | null;
  suppliersProductNumber?: string | null;
  projectId?: string | null;
  departmentId?: string | null;
  carRegistrationId?: string | null;
  prices?: readonly ProductPriceInput[] | null;
  activePeriods?: readonly ProductActivePeriodInput[] | null;
  imageIds?: readonly string[] | null;
};

/** A product as the API answers it: the row and what it refers to, loaded for a whole page at once. */
export type ProductView = ProductRow & {
  prices: ProductPriceRow[];
  activePeriods: ProductActivePeriodRow[];
  images: FileMeta[];
  productGroup: { id: string; name: string } | null;
  project: DimensionRow | null;
  department: DimensionRow | null;
  supplierUnit: UnitRow | null;
  createdBy: { id: string; name: string } | null;
  /** The price in force on the day the answer was made. */
  currentPrice: ProductPriceRow | null;
  isActive: boolean;
};

export const PRODUCT_ORDER_BY = ['number', 'name', 'sale_price'] as const;
export type ProductOrderBy = (typeof PRODUCT_ORDER_BY)[number];
export type ProductFilters = {
  number?: string | null;
  name?: string | null;
  productGroupId?: string | null;
  /** Active today (a period holds today's Oslo date), or not. */
  active?: boolean | null;
};

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

type CleanProduct = ProductValues & {
  productGroupId: string | null;
  variantId: string | null;
  supplierUnitId: string | null;
  projectId: string | null;
  departmentId: string | null;
  carRegistrationId: string | null;
  imageIds: string[];
};

function clean(input: ProductInput): CleanProduct {
  const vatRateSymbol = text(input.vatRateSymbol);
  const needsReason = isVatCategory(vatRateSymbol) && requiresTaxExemptionReason(vatRateSymbol);
  return {
    number: input.number.trim(),
    name: input.name.trim(),
    description: text(input.description),
    unitOfMeasureCode: text(input.unitOfMeasureCode),
    vatRateSymbol,
    // Only zero-rated and exempt sales carry a reason; another category's reason would be printed wrongly.
    taxExemptionReason: needsReason ? text(input.taxExemptionReason) : null,
    suppliersProductNumber: text(input.suppliersProductNumber),
    prices: (input.prices ?? []).map((price) => ({
      validFrom: price.validFrom,
      validTo: price.validTo || null,
      purchasePrice: price.purchasePrice,
      salePrice: price.salePrice,
    })),
    activePeriods: (input.activePeriods ?? []).map((period) => ({
      activeFrom: period.activeFrom,
      activeTo: period.activeTo || null,
    })),
    productGroupId: text(input.productGroupId),
    variantId: text(input.variantId),
    supplierUnitId: text(input.supplierUnitId),
    projectId: text(input.projectId),
    departmentId: text(input.departmentId),
    carRegistrationId: text(input.carRegistrationId),
    imageIds: (input.imageIds ?? []).map((id) => id.trim()),
  };
}

/** Tables whose rows a product may point at; row-level security hides other units' rows. */
const OWN_REFERENCES: { attribute: keyof CleanProduct; table: PgTable & { id: AnyPgColumn } }[] = [
  { attribute: 'productGroupId', table: productGroups },
  { attribute: 'variantId', table: variants },
  { attribute: 'projectId', table: projects },
  { attribute: 'departmentId', table: departments },
  { attribute: 'carRegistrationId', table: carRegistrations },
];

/** The references of the input: each must be a record of this unit (the supplier: a company). */
async function referenceProblems(tx: Tx, values: CleanProduct): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const { attribute, table } of OWN_REFERENCES) {
    const id = values[attribute] as string | null;
    if (id && !(await recordExists(tx, table, id))) problems.push({ attribute, type: 'invalid' });
  }
  if (values.supplierUnitId && !(await recordExists(tx, units, values.supplierUnitId, eq(units.isCompany, true))))
    problems.push({ attribute: 'supplierUnitId', type: 'invalid' });
  try {
    await requireOwnFiles(tx, values.imageIds, 'product_image', { model: PRODUCT_MODEL, attribute: 'imageIds' });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION') throw error;
    problems.push({ attribute: 'imageIds', type: 'invalid' });
  }
  return problems;
}

/**
 * Only one active product per product number: the active periods of every other
 * product with this number must not share a day with this product's. The advisory lock makes two
 * saves of the same number wait for each other (lockRule), so both cannot pass the check at once.
 */
async function activeNumberCollides(tx: Tx, actor: Actor, values: CleanProduct, exceptId?: string) {
  if (values.activePeriods.length === 0) return false;
  await lockRule(tx, 'product-number', actor.unitId, values.number);
  const others = await tx
    .select({ activeFrom: productActivePeriods.activeFrom, activeTo: productActivePeriods.activeTo })
    .from(productActivePeriods)
    .innerJoin(products, eq(products.id, productActivePeriods.productId))
    .where(and(eq(products.number, values.number), exceptId ? ne(products.id, exceptId) : undefined));
  return activePeriodsCollide(values.activePeriods as { activeFrom: string; activeTo: string | null }[], others);
}

async function check(tx: Tx, actor: Actor, values: CleanProduct, existing?: ProductRow): Promise<void> {
  const problems = productProblems(values);
  if (existing && values.number !== existing.number) {
    // The number cannot be changed: a new number is a new product.
    const at = problems.findIndex((problem) => problem.attribute === 'number');
    if (at >= 0) problems.splice(at, 1);
    problems.unshift({ attribute: 'number', type: 'invalid' });
  }
  problems.push(...(await referenceProblems(tx, values)));
  const periodsChecked = !problems.some((problem) => problem.attribute.startsWith('activePeriods'));
  const numberOk = !problems.some((problem) => problem.attribute === 'number');
  if (periodsChecked && numberOk && (await activeNumberCollides(tx, actor, values, existing?.id)))
    problems.push({ attribute: 'activePeriods', type: 'period_overlapping' });
  refuseInvalid(PRODUCT_MODEL, problems);
}

function columnsOf(values: CleanProduct) {
  return {
    number: values.number,
    name: values.name,
    description: values.description,
    unitOfMeasureCode: values.unitOfMeasureCode!,
    vatRateSymbol: values.vatRateSymbol!,
    taxExemptionReason: values.taxExemptionReason,
    productGroupId: values.productGroupId,
    variantId: values.variantId,
    supplierUnitId: values.supplierUnitId,
    suppliersProductNumber: values.suppliersProductNumber,
    projectId: values.projectId,
    departmentId: values.departmentId,
    carRegistrationId: values.carRegistrationId,
  };
}

/** Writes the price list, the active periods and the images anew (they are replaced as a whole). */
async function writeParts(tx: Tx, actor: Actor, productId: string, values: CleanProduct): Promise<void> {
  const by = { unitId: actor.unitId, productId, createdById: actor.userId, updatedById: actor.userId };
  await tx.delete(productPrices).where(eq(productPrices.productId, productId));
  await tx.delete(productActivePeriods).where(eq(productActivePeriods.productId, productId));
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (values.prices.length > 0)
    await tx.insert(productPrices).values(
      values.prices.map((price) => ({
        ...by,
        validFrom: price.validFrom!,
        validTo: price.validTo,
        purchasePrice: price.purchasePrice!,
        salePrice: price.salePrice!,
      })),
    );
  if (values.activePeriods.length > 0)
    await tx
      .insert(productActivePeriods)
      .values(
        values.activePeriods.map((period) => ({ ...by, activeFrom: period.activeFrom!, activeTo: period.activeTo })),
      );
  const imageIds = [...new Set(values.imageIds)];
  if (imageIds.length > 0)
    await tx.insert(productImages).values(imageIds.map((fileId, position) => ({ ...by, fileId, position })));
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

async function byIds<T extends { id: string }>(
  ids: (string | null)[],
  load: (ids: string[]) => Promise<T[]>,
): Promise<Map<string, T>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  return new Map((await load(unique)).map((row) => [row.id, row]));
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The loaded value, or the fallback without asking the database. */
function when<T>(condition: boolean, load: () => Promise<T>, fallback: T): Promise<T> {
  return condition ? load() : Promise.resolve(fallback);
}

/**
 * Everything the API answers about the products, a few queries for a whole page. `asked` names the
 * fields a list query asked for: related rows nobody asked for are not read (all are, without it).
 */
async function viewsOf(tx: Tx, rows: ProductRow[], today: string, asked?: Set<string>): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const wants = (...fields: string[]) => !asked || fields.some((field) => asked.has(field));
  const [prices, periods, images, groups, projectRows, departmentRows, suppliers, creators] = await Promise.all([
    when(
      wants('prices', 'currentPrice'),
      () =>
        tx
          .select()
          .from(productPrices)
          .where(inArray(productPrices.productId, ids))
          .orderBy(asc(productPrices.validFrom)),
      [],
    ),
    when(
      wants('activePeriods', 'isActive'),
      () =>
        tx
          .select()
          .from(productActivePeriods)
          .where(inArray(productActivePeriods.productId, ids))
          .orderBy(asc(productActivePeriods.activeFrom)),
      [],
    ),
    when(
      wants('images'),
      () =>
        tx
          .select({ ...fileMetaColumns, productId: productImages.productId })
          .from(productImages)
          .innerJoin(files, eq(files.id, productImages.fileId))
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.position)),
      [],
    ),
    when(
      wants('productGroup'),
      () =>
        byIds(
          rows.map((row) => row.productGroupId),
          (list) =>
            tx
              .select({ id: productGroups.id, name: productGroups.name })
              .from(productGroups)
              .where(inArray(productGroups.id, list)),
        ),
      new Map(),
    ),
    when(
      wants('project'),
      () =>
        byIds(
          rows.map((row) => row.projectId),
          (list) => tx.select().from(projects).where(inArray(projects.id, list)) as Promise<DimensionRow[]>,
        ),
      new Map(),
    ),
    when(
      wants('department'),
      () =>
        byIds(
          rows.map((row) => row.departmentId),
          (list) => tx.select().from(departments).where(inArray(departments.id, list)),
        ),
      new Map(),
    ),
    when(
      wants('supplierUnit'),
      () =>
        byIds(
          rows.map((row) => row.supplierUnitId),
          (list) => tx.select().from(units).where(inArray(units.id, list)),
        ),
      new Map(),
    ),
    when(
      wants('createdBy'),
      () =>
        byIds(
          rows.map((row) => row.createdById),
          (list) =>
            tx
              .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
              .from(users)
              .where(inArray(users.id, list)),
        ),
      new Map(),
    ),
  ]);

  const pricesOf = groupBy(prices, (price) => price.productId);
  const periodsOf = groupBy(periods, (period) => period.productId);
  const imagesOf = groupBy(images, (image) => image.productId);
  return rows.map((row) => {
    const ownPrices = pricesOf.get(row.id) ?? [];
    const ownPeriods = periodsOf.get(row.id) ?? [];
    const current = priceOn(ownPrices, today);
    const creator = row.createdById ? creators.get(row.createdById) : undefined;
    return {
      ...row,
      prices: ownPrices,
      activePeriods: ownPeriods,
      images: (imagesOf.get(row.id) ?? []).map(({ productId: _productId, ...file }) => file),
      productGroup: (row.productGroupId && groups.get(row.productGroupId)) || null,
      project: (row.projectId && projectRows.get(row.projectId)) || null,
      department: (row.departmentId && departmentRows.get(row.departmentId)) || null,
      supplierUnit: (row.supplierUnitId && suppliers.get(row.supplierUnitId)) || null,
      createdBy: creator ? { id: creator.id, name: fullName(creator) } : null,
      currentPrice: current,
      isActive: isProductActiveOn(ownPeriods, today),
    };
  });
}

/** The price row in force today, as SQL (for sorting by the current sale price). */
const currentSalePrice = (today: string): SQL =>
  sql`(select ${productPrices.salePrice} from ${productPrices}
        where ${productPrices.productId} = ${products.id}
          and ${productPrices.validFrom} <= ${today}
          and (${productPrices.validTo} is null or ${productPrices.validTo} >= ${today})
        limit 1)`;

const activeOn = (today: string): SQL =>
  sql`exists (select 1 from ${productActivePeriods}
        where ${productActivePeriods.productId} = ${products.id}
          and ${productActivePeriods.activeFrom} <= ${today}
          and (${productActivePeriods.activeTo} is null or ${productActivePeriods.activeTo} >= ${today}))`;

/** The group and every group below it, so choosing "Kjøkken" also lists the products of "Kjøkken / Gryter". */
function inGroupTree(groupId: string | null | undefined): SQL | undefined {
  const id = groupId?.trim();
  if (!id) return undefined;
  if (!isUuid(id)) return sql`false`;
  return sql`${products.productGroupId} in (
    with recursive tree(id) as (
      select ${productGroups.id} from ${productGroups} where ${productGroups.id} = ${id}
      union all
      select child.id from product_groups child join tree on child.parent_group_id = tree.id
    ) select id from tree)`;
}

export const productService = {
  async list(
    tx: Tx,
    today: string,
    request: ListRequest<ProductOrderBy, ProductFilters>,
    asked?: Set<string>,
  ): Promise<Page<ProductView>> {
    const { filters } = request;
    const active = filters.active == null ? undefined : filters.active ? activeOn(today) : sql`not ${activeOn(today)}`;
    const orderColumns: Record<ProductOrderBy, SQL> = {
      number: lowerOf(products.number),
      name: lowerOf(products.name),
      sale_price: currentSalePrice(today),
    };
    const page = await selectPage(tx, products, {
      where: and(
        containsText(products.number, filters.number),
        containsText(products.name, filters.name),
        inGroupTree(filters.productGroupId),
        active,
      ),
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
    return { items: await viewsOf(tx, page.items, today, asked), totalCount: page.totalCount };
  },

  async find(tx: Tx, today: string, id: string): Promise<ProductView> {
    const row = await findOwn(tx, products, id, PRODUCT_MODEL);
    return (await viewsOf(tx, [row], today))[0]!;
  },

  async create(tx: Tx, actor: Actor, today: string, input: ProductInput): Promise<ProductView> {
    const values = clean(input);
    await check(tx, actor, values);
    const [created] = await tx
      .insert(products)
      .values({ ...columnsOf(values), unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
      .returning();
    await writeParts(tx, actor, created!.id, values);
    await recordAudit(tx, actor, 'create', PRODUCT_MODEL, created!.id, { number: values.number, name: values.name });
    return (await viewsOf(tx, [created!], today))[0]!;
  },

  /** Updates the product; its prices, active periods and images are replaced by the input's. */
  async update(tx: Tx, actor: Actor, today: string, id: string, input: ProductInput): Promise<ProductView> {
    const existing = await findOwn(tx, products, id, PRODUCT_MODEL);
    const values = clean(input);
    await check(tx, actor, values, existing);
    const [updated] = await tx
      .update(products)
      .set({ ...columnsOf(values), updatedById: actor.userId, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await writeParts(tx, actor, id, values);
    await recordAudit(tx, actor, 'update', PRODUCT_MODEL, id, { number: values.number, name: values.name });
    return (await viewsOf(tx, [updated!], today))[0]!;
  },

  /** Deletes the product with its prices, periods and images; one still in use is refused (in_use). */
  async remove(tx: Tx, actor: Actor, today: string, id: string): Promise<ProductView> {
    const existing = await findOwn(tx, products, id, PRODUCT_MODEL);
    const [view] = await viewsOf(tx, [existing], today);
    await deleteOrRefuseInUse(PRODUCT_MODEL, () => tx.delete(products).where(eq(products.id, id)));
    await recordAudit(tx, actor, 'delete', PRODUCT_MODEL, id, { number: existing.number, name: existing.name });
    return view!;
  },
};

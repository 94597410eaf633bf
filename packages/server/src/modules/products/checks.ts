import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  activePeriodsCollide,
  productProblems,
  requiresTaxExemptionReason,
  isVatCategory,
  type FieldProblem,
  type ProductValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { lockRule, recordExists } from '../../db/records.js';
import type { Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { AppError, refuseInvalid } from '../../errors/app-error.js';
import { carRegistrations } from '../cars/tables.js';
import { departments } from '../departments/tables.js';
import { requireOwnFiles } from '../files/service.js';
import { productGroups, variants } from '../product-groups/tables.js';
import { projects } from '../projects/tables.js';
import { productActivePeriods, products } from './tables.js';

/**
 * What a product's input must be before it is written: the cleaned values, the domain's rules,
 * references to records of the unit, and one active product per number.
 */

export const PRODUCT_MODEL = 'product';

export type ProductRow = typeof products.$inferSelect;

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

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export type CleanProduct = ProductValues & {
  productGroupId: string | null;
  variantId: string | null;
  supplierUnitId: string | null;
  projectId: string | null;
  departmentId: string | null;
  carRegistrationId: string | null;
  imageIds: string[];
};

export function clean(input: ProductInput): CleanProduct {
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

export async function check(tx: Tx, actor: Actor, values: CleanProduct, existing?: ProductRow): Promise<void> {
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

export function columnsOf(values: CleanProduct) {
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

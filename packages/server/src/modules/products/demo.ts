import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { departments } from '../departments/tables.js';
import { productGroups } from '../product-groups/tables.js';
import { projects } from '../projects/tables.js';
import { productActivePeriods, productPrices, products } from './tables.js';

export type DemoPrice = { from: string; to?: string; purchase: string; sale: string };
export type DemoProduct = {
  number: string;
  name: string;
  description?: string;
  unit?: string;
  vat?: 'STANDARD' | 'REDUCED' | 'ZERO';
  reason?: string;
  group?: string;
  department?: string;
  project?: string;
  supplierNumber?: string;
  /** The organisation number of one of DEMO_SUPPLIERS. */
  supplier?: string;
  prices: DemoPrice[];
  active?: { from: string; to?: string }[];
};

/** Last year's price and this year's, from the yearly price change on 1 January 2026. */
const yearly = (purchase2025: string, sale2025: string, purchase: string, sale: string): DemoPrice[] => [
  { from: '2025-01-01', to: '2025-12-31', purchase: purchase2025, sale: sale2025 },
  { from: '2026-01-01', purchase, sale },
];
const since = (purchase: string, sale: string, from = '2026-01-01'): DemoPrice[] => [{ from, purchase, sale }];

/**
 * The trading company's suppliers: companies of the registry (seed/demo.ts creates them with the
 * other demo units), whose goods the warehouse counts. Fictitious numbers that pass MOD11.
 */
export const DEMO_SUPPLIER_NUMBERS = { kitchen: '931165518', outdoor: '931165623', wool: '931165739' } as const;
export const DEMO_SUPPLIERS = [
  {
    name: 'Nordisk Kjøkkenimport AS',
    organizationNumber: DEMO_SUPPLIER_NUMBERS.kitchen,
    address: 'Industriveien 14',
    zip: '2020',
    city: 'Skedsmokorset',
  },
  {
    name: 'Fjellstøtt Friluft AS',
    organizationNumber: DEMO_SUPPLIER_NUMBERS.outdoor,
    address: 'Sagvegen 3',
    zip: '2670',
    city: 'Otta',
  },
  {
    name: 'Vestlandsull AS',
    organizationNumber: DEMO_SUPPLIER_NUMBERS.wool,
    address: 'Fabrikkgata 7',
    zip: '5265',
    city: 'Ytre Arna',
  },
];
const { kitchen: KITCHEN, outdoor: OUTDOOR, wool: WOOL } = DEMO_SUPPLIER_NUMBERS;

/** The registry ids of DEMO_SUPPLIERS by organisation number (those that exist). */
export async function demoSupplierIds(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: units.id, organizationNumber: units.organizationNumber })
    .from(units)
    .where(
      inArray(
        units.organizationNumber,
        DEMO_SUPPLIERS.map((supplier) => supplier.organizationNumber),
      ),
    );
  return new Map(rows.map((row) => [row.organizationNumber!, row.id]));
}

const BOOK_EXEMPTION = 'Omsetning av bøker er fritatt, mval. § 6-4';

/** Fjordhandel AS sells household and outdoor goods (sale prices without VAT). */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    number: '1001',
    supplier: KITCHEN,
    name: 'Stekepanne støpejern 28 cm',
    description: 'Forhåndsbehandlet støpejern, passer alle platetopper',
    group: 'Kokekar',
    supplierNumber: 'SJ-28',
    department: '100',
    prices: yearly('289.00', '479.20', '312.50', '519.20'),
  },
  {
    number: '1002',
    supplier: KITCHEN,
    name: 'Kasserolle 2 liter',
    group: 'Kokekar',
    prices: yearly('148.00', '255.20', '156.00', '271.20'),
  },
  {
    number: '1003',
    supplier: KITCHEN,
    name: 'Gryte 5 liter med lokk',
    group: 'Kokekar',
    prices: yearly('336.00', '559.20', '352.00', '599.20'),
  },
  {
    number: '1004',
    supplier: KITCHEN,
    name: 'Kokkekniv 20 cm',
    group: 'Kniver',
    prices: yearly('210.00', '399.20', '224.00', '423.20'),
  },
  { number: '1006', supplier: KITCHEN, name: 'Brødkniv 23 cm', group: 'Kniver', prices: since('132.00', '239.20') },
  { number: '1007', supplier: KITCHEN, name: 'Knivblokk i eik', group: 'Kniver', prices: since('298.00', '559.20') },
  // One number, two products one after the other: only one of them is active on a day.
  {
    number: '1005',
    supplier: KITCHEN,
    name: 'Kaffetrakter 10 kopper',
    group: 'Kjøkken',
    prices: [{ from: '2023-01-01', to: '2025-06-30', purchase: '420.00', sale: '719.20' }],
    active: [{ from: '2023-01-01', to: '2025-06-30' }],
  },
  {
    number: '1005',
    supplier: KITCHEN,
    name: 'Kaffetrakter 12 kopper',
    group: 'Kjøkken',
    prices: [
      { from: '2025-07-01', to: '2025-12-31', purchase: '455.00', sale: '799.20' },
      { from: '2026-01-01', purchase: '470.00', sale: '823.20' },
    ],
    active: [{ from: '2025-07-01' }],
  },
  {
    number: '1008',
    supplier: KITCHEN,
    name: 'Serveringsfat i keramikk',
    group: 'Kjøkken',
    prices: since('88.00', '159.20'),
  },
  {
    number: '2001',
    supplier: OUTDOOR,
    name: 'Tunneltelt 3 personer',
    description: 'Vekt 2,9 kg, vannsøyle 3000 mm',
    group: 'Telt',
    department: '200',
    project: 'P-2026-01',
    prices: yearly('2150.00', '3599.20', '2240.00', '3759.20'),
  },
  {
    number: '2002',
    supplier: OUTDOOR,
    name: 'Kuppeltelt 2 personer',
    group: 'Telt',
    prices: yearly('980.00', '1679.20', '1020.00', '1759.20'),
  },
  {
    number: '2003',
    supplier: OUTDOOR,
    name: 'Lavvo 8 personer',
    group: 'Telt',
    department: '300',
    prices: since('3890.00', '6399.20'),
  },
  {
    number: '2004',
    supplier: OUTDOOR,
    name: 'Sovepose dun −10 °C',
    group: 'Sovposer',
    prices: yearly('1490.00', '2479.20', '1560.00', '2599.20'),
  },
  {
    number: '2005',
    supplier: OUTDOOR,
    name: 'Liggeunderlag selvoppblåsende',
    group: 'Sovposer',
    prices: since('410.00', '719.20'),
  },
  {
    number: '2006',
    supplier: OUTDOOR,
    name: 'Turstol sammenleggbar',
    group: 'Friluft',
    project: 'P-2026-01',
    prices: since('145.00', '279.20', '2026-03-01'),
    active: [{ from: '2026-03-01' }],
  },
  {
    number: '2007',
    supplier: OUTDOOR,
    name: 'Hodelykt 400 lumen',
    group: 'Friluft',
    prices: since('198.00', '359.20'),
  },
  { number: '3001', supplier: WOOL, name: 'Ullgenser, str. M', group: 'Tekstil', prices: since('640.00', '1199.20') },
  {
    number: '3002',
    supplier: WOOL,
    name: 'Ullsokker 2-pk',
    unit: 'NMP',
    group: 'Tekstil',
    prices: yearly('88.00', '159.20', '92.00', '167.20'),
  },
  { number: '3003', supplier: WOOL, name: 'Pledd i ull 130×170', group: 'Tekstil', prices: since('520.00', '959.20') },
  { number: '3004', supplier: WOOL, name: 'Kjøkkenhåndkle lin', group: 'Tekstil', prices: since('46.00', '95.20') },
  {
    number: '4001',
    name: 'Kaffe, hele bønner 500 g',
    vat: 'REDUCED',
    group: 'Mat og drikke',
    prices: yearly('62.00', '113.04', '71.00', '129.57'),
  },
  { number: '4002', name: 'Te, svart 100 g', vat: 'REDUCED', group: 'Mat og drikke', prices: since('31.00', '59.13') },
  {
    number: '4003',
    name: 'Multesyltetøy 350 g',
    vat: 'REDUCED',
    group: 'Mat og drikke',
    prices: since('48.00', '85.22'),
  },
  {
    number: '4004',
    name: 'Brunost 500 g',
    vat: 'REDUCED',
    unit: 'EA',
    group: 'Mat og drikke',
    prices: since('64.00', '112.17'),
  },
  {
    number: '5001',
    name: 'Turbok: Fjelltoppene i Jotunheimen',
    vat: 'ZERO',
    reason: BOOK_EXEMPTION,
    prices: since('189.00', '349.00'),
  },
  {
    number: '9001',
    name: 'Montering og levering',
    unit: 'HUR',
    department: '300',
    prices: yearly('0', '650.00', '0', '690.00'),
  },
  { number: '9002', name: 'Frakt', unit: 'ZZ', prices: since('0', '149.00') },
];

/** The demo trading company's products, in the demo groups (looked up by name; left out when missing). */
export async function seedDemoProducts(tx: Tx, actor: Actor): Promise<void> {
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  const idsByName = async (rows: Promise<{ id: string; key: string }[]>) =>
    new Map((await rows).map((row) => [row.key, row.id]));
  const groups = await idsByName(
    tx
      .select({ id: productGroups.id, key: productGroups.name })
      .from(productGroups)
      .where(eq(productGroups.unitId, actor.unitId)),
  );
  const departmentIds = await idsByName(
    tx
      .select({ id: departments.id, key: departments.code })
      .from(departments)
      .where(eq(departments.unitId, actor.unitId)),
  );
  const projectIds = await idsByName(
    tx.select({ id: projects.id, key: projects.code }).from(projects).where(eq(projects.unitId, actor.unitId)),
  );
  const supplierIds = await demoSupplierIds(tx);

  // One insert per table: the demo database is made at a newcomer's first start, and row by row
  // these products cost more round trips than all the rest of the demo together.
  const rows = DEMO_PRODUCTS.map((product) => ({ product, productId: randomUUID() }));
  await tx.insert(products).values(
    rows.map(({ product, productId }) => ({
      ...by,
      id: productId,
      number: product.number,
      name: product.name,
      description: product.description ?? null,
      unitOfMeasureCode: product.unit ?? 'EA',
      vatRateSymbol: product.vat ?? 'STANDARD',
      taxExemptionReason: product.reason ?? null,
      productGroupId: (product.group && groups.get(product.group)) || null,
      departmentId: (product.department && departmentIds.get(product.department)) || null,
      projectId: (product.project && projectIds.get(product.project)) || null,
      suppliersProductNumber: product.supplierNumber ?? null,
      supplierUnitId: (product.supplier && supplierIds.get(product.supplier)) || null,
    })),
  );
  await tx.insert(productPrices).values(
    rows.flatMap(({ product, productId }) =>
      product.prices.map((price) => ({
        ...by,
        productId,
        validFrom: price.from,
        validTo: price.to ?? null,
        purchasePrice: price.purchase,
        salePrice: price.sale,
      })),
    ),
  );
  await tx.insert(productActivePeriods).values(
    rows.flatMap(({ product, productId }) =>
      (product.active ?? [{ from: '2024-01-01' }]).map((period) => ({
        ...by,
        productId,
        activeFrom: period.from,
        activeTo: period.to ?? null,
      })),
    ),
  );
}

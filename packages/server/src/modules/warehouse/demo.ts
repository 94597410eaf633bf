import { osloDate } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { DEMO_SUPPLIER_NUMBERS, DEMO_SUPPLIERS, demoSupplierIds } from '../products/demo.js';
import { warehouseService } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the full counts found, by product number (a product not named here: 12). */
const COUNTED: Record<string, string> = {
  '1001': '14',
  '1002': '22',
  '1003': '9',
  '1004': '31',
  '1005': '6',
  '1006': '18',
  '1007': '7',
  '1008': '40',
  '2001': '8',
  '2002': '11',
  '2003': '3',
  '2004': '15',
  '2005': '24',
  '2006': '30',
  '2007': '45',
  '3001': '26',
  '3002': '120',
  '3003': '10',
  '3004': '60',
};

type DemoPatch = {
  daysAgo: number;
  supplier: string;
  comment: string;
  /** Product number and change (+ received, − written off); at the count's purchase price. */
  lines: [string, string][];
};

/** Goods received after the counts, and one write-off. */
const PATCHES: DemoPatch[] = [
  {
    daysAgo: 24,
    supplier: DEMO_SUPPLIER_NUMBERS.outdoor,
    comment: 'Varemottak, følgeseddel 48213',
    lines: [
      ['2003', '4'],
      ['2005', '10'],
      ['2007', '20'],
    ],
  },
  {
    daysAgo: 15,
    supplier: DEMO_SUPPLIER_NUMBERS.kitchen,
    comment: 'Varemottak før julehandelen',
    lines: [
      ['1001', '6'],
      ['1008', '12'],
      ['1004', '10'],
    ],
  },
  {
    daysAgo: 8,
    supplier: DEMO_SUPPLIER_NUMBERS.wool,
    comment: 'Svinn: pledd med flekker etter vannlekkasje på lageret, kassert',
    lines: [['3003', '-2']],
  },
];

/** The full counts' age: five weeks before the seed, so every later patch and the locked orders move the stock. */
const COUNT_DAYS_AGO = 35;

/**
 * The demo trading company's warehouse, through the warehouse service like a user's counts and
 * patches: a full count of each supplier's products five weeks back (prefilled as the count page
 * does, by warehouseExpectedCount), then goods received and a write-off. Each is saved as on its
 * own day, so the history shows when. Called before the demo orders: those locked afterwards (at
 * the seed's time) take their goods out of the stock, the cancelled one does not.
 */
export async function seedDemoWarehouse(tx: Tx, actor: Actor): Promise<void> {
  const supplierOf = await demoSupplierIds(tx);
  const on = (daysAgo: number): Actor => ({ ...actor, at: new Date(actor.at.getTime() - daysAgo * DAY_MS) });
  /** Per supplier, the counted products by number: their id and the count's purchase price. */
  const counted = new Map<string, Map<string, { productId: string; purchasePrice: string }>>();
  const countActor = on(COUNT_DAYS_AGO);
  const countDate = osloDate(countActor.at);
  for (const { organizationNumber } of DEMO_SUPPLIERS) {
    const supplierUnitId = supplierOf.get(organizationNumber);
    if (!supplierUnitId) continue;
    const expected = await warehouseService.expectedCount(tx, actor.unitId, supplierUnitId, countDate);
    if (expected.length === 0) continue;
    await warehouseService.create(tx, countActor, {
      date: countDate,
      comment: 'Varetelling',
      supplierUnitId,
      checkpoint: true,
      lines: expected.map((row) => ({
        productId: row.product_id,
        purchasePrice: row.purchase_price,
        quantity: COUNTED[row.product_number] ?? '12',
      })),
    });
    counted.set(
      organizationNumber,
      new Map(
        expected.map((row) => [row.product_number, { productId: row.product_id, purchasePrice: row.purchase_price }]),
      ),
    );
  }
  for (const patch of PATCHES) {
    const products = counted.get(patch.supplier);
    // Only products counted before: a patch of an uncounted product is refused (checkpoint_required).
    const lines = patch.lines.flatMap(([number, quantity]) => {
      const product = products?.get(number);
      return product ? [{ ...product, quantity }] : [];
    });
    if (lines.length === 0) continue;
    const patchActor = on(patch.daysAgo);
    await warehouseService.create(tx, patchActor, {
      date: osloDate(patchActor.at),
      comment: patch.comment,
      supplierUnitId: supplierOf.get(patch.supplier)!,
      checkpoint: false,
      lines,
    });
  }
}

import type { Tx } from '../db/connection.js';
import type { Actor } from '../db/audit.js';
import { seedDemoCars } from '../modules/cars/demo.js';
import { seedDemoCustomers } from '../modules/customers/demo.js';
import { seedDemoDimensions } from '../modules/dimensions/demo.js';
import { seedDemoInvoiceHistory, seedDemoInvoices } from '../modules/invoices/demo.js';
import { seedDemoOrders } from '../modules/orders/demo.js';
import { seedDemoPaymentMethods } from '../modules/payment-methods/demo.js';
import { seedDemoProductGroups } from '../modules/product-groups/demo.js';
import { seedDemoProducts } from '../modules/products/demo.js';
import { seedDemoRecurringOrders } from '../modules/recurring-orders/demo.js';
import { seedDemoUnitSettings } from '../modules/unit-settings/demo.js';
import { seedDemoWarehouse } from '../modules/warehouse/demo.js';

/**
 * The invoicing master data of the demo trading company, in the order the records refer to each
 * other: departments, projects and cars before products; groups before products; customers and
 * products before orders, invoices and recurring orders; the warehouse's counts after products and
 * before the orders whose lock takes goods out.
 */
export async function seedDemoInvoicing(tx: Tx, actor: Actor): Promise<void> {
  await seedDemoUnitSettings(tx, actor);
  await seedDemoDimensions(tx, actor);
  await seedDemoCars(tx, actor);
  await seedDemoPaymentMethods(tx, actor);
  await seedDemoProductGroups(tx, actor);
  await seedDemoProducts(tx, actor);
  await seedDemoCustomers(tx, actor);
  // Counts and patches dated weeks back, before the orders: those locked now take goods out.
  await seedDemoWarehouse(tx, actor);
  await seedDemoOrders(tx, actor);
  await seedDemoInvoiceHistory(tx, actor, await seedDemoInvoices(tx, actor));
  await seedDemoRecurringOrders(tx, actor);
}

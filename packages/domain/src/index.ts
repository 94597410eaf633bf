export * from './constants.js';
export * from './permissions/index.js';
export * from './validation/index.js';
export * from './identifiers/index.js';
export * from './money/index.js';
export * from './vat/index.js';
export * from './periods/index.js';
export * from './tree/index.js';
export * from './units-of-measure/index.js';
export * from './master-data/index.js';
export * from './payroll/index.js';
export * from './documents/index.js';
export * from './invoicing/index.js';
// Both documents/ (main) and invoicing/ (s23-invoice-domain) define the invoice status; until the
// integrator keeps one, the names resolve to the documents/ version the server's invoices use.
export { INVOICE_STATUSES, invoiceStatus, type InvoiceStatus } from './documents/index.js';

export * from './invoice-kid.js';
export * from './invoice-status.js';
export * from './credit-limits.js';
export * from './overdue-notices.js';
export * from './late-payment-interest.js';
export * from './saft-vat-codes.js';
export * from './bank-files/index.js';
export * from './invoice-payments.js';

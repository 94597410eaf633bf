export * from './enums.js';
export * from './pay-codes.js';
export * from './tax-tables.js';
export * from './withholding/index.js';
export * from './rates/index.js';
export * from './employer-tax.js';
export * from './paycheck-withholding.js';
export * from './vacation-pay.js';

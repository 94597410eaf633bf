export * from './tax-categories.js';
export * from './tax-category-rules.js';
export * from './amount-text.js';
export * from './allowance-charge.js';
export * from './line-net.js';
export * from './tax-subtotals.js';
export * from './document-totals.js';

export * from './warehouse-patch-rules.js';
export * from './stock.js';

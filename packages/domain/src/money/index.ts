export * from './money.js';
export * from './format.js';
export * from './invoice-rounding.js';
export * from './margin.js';
export * from './decimal-kinds.js';
export * from './overdue-notice-charge.js';
export * from './canonical-decimal.js';

export * from './periods.js';
export * from './tables.js';
export * from './year.js';
export * from './years.js';
export * from './year-2026.js';
export * from './withholding.js';
export * from './whole-table.js';

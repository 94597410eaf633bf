export * from './line-treatment.js';
export * from './figures.js';
export * from './periods.js';
export * from './rules.js';

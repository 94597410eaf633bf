export * from './dated.js';
export * from './grunnbelop.js';
export * from './employer-tax-rates.js';
export * from './frikort-limits.js';

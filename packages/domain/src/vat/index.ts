export * from './categories.js';
export * from './norwegian-history.js';
export * from './rates.js';
export * from './rate-rules.js';

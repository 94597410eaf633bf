export * from './invoice-kid.js';
export * from './invoice-status.js';

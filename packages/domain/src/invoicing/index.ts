export * from './invoice-kid.js';

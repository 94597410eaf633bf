export * from './organization-number.js';

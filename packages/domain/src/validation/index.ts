export * from './email.js';
export * from './accounts.js';

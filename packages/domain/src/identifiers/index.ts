export * from './organization-number.js';
export * from './bank-account.js';
export * from './iban.js';
export * from './swift.js';
export * from './kid.js';
export * from './personal-number.js';
export * from './postal-code.js';

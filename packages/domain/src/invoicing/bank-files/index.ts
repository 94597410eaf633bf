export * from './bank-payment.js';
export * from './ocr-giro.js';
export * from './camt054.js';
export * from './match-payments.js';

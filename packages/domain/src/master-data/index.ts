export * from './dimensions.js';
export * from './cars.js';
export * from './payment-methods.js';
export * from './customers.js';
export * from './product-groups.js';
export * from './products.js';
export * from './unit-settings.js';
export * from './webstore-api-tokens.js';

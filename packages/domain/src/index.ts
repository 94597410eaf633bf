export * from './constants.js';
export * from './permissions/index.js';
export * from './validation/index.js';
export * from './identifiers/index.js';

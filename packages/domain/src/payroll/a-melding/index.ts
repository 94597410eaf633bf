export * from './statuses.js';
export type * from './input.js';

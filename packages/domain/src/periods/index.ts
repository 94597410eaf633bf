export * from './periods.js';
export * from './oslo-date.js';

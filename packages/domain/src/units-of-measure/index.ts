export * from './units-of-measure.js';

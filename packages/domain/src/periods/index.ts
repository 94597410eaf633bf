export * from './periods.js';
export * from './oslo-date.js';
export * from './calendar-days.js';
export * from './public-holidays.js';

export * from './flags.js';
export * from './roles.js';
export * from './check.js';
export * from './invitation.js';

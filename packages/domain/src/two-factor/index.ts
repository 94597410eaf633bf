export * from './base32.js';
export * from './sha1.js';
export * from './totp.js';

// This module's tables; db/schema.ts re-exports them.
export {};

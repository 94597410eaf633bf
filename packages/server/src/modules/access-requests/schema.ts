// Filled in by the access-requests module work.
export {};

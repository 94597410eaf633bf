// Filled in by the units module work (currentUserUnits, currentUnit, unitSearch, createUnit).
export {};

/** Sweep fixtures of the unit's data export: an export the owner started (its job need not have run). */
import { created, one } from './make.js';
import type { Kinds, OperationFixture } from './refs.js';

export const UNIT_EXPORT_KINDS = {
  unitExport: { create: (unit) => created(unit, 'mutation { createUnitExport { id } }', {}) },
} satisfies Kinds;

export const UNIT_EXPORT_OPERATIONS: Record<string, OperationFixture> = {
  unitExport: one('unitExport'),
};

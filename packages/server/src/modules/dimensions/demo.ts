import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { departments } from '../departments/tables.js';
import { projects } from '../projects/tables.js';

const DEPARTMENTS = [
  { code: '100', name: 'Butikk Oslo', startDate: '2015-03-01' },
  { code: '200', name: 'Nettbutikk', startDate: '2018-01-01' },
  { code: '300', name: 'Engros', startDate: '2020-06-01' },
];

const PROJECTS = [
  { code: 'P-2026-01', name: 'Vårkampanje 2026', startDate: '2026-03-01', endDate: '2026-05-31' },
  { code: 'P-2026-02', name: 'Ny nettbutikk', startDate: '2026-01-15', endDate: null },
  { code: 'P-2025-07', name: 'Messe Lillestrøm', startDate: '2025-09-01', endDate: '2025-09-30', enableVat: false },
];

/** Departments and projects of the demo trading company. */
export async function seedDemoDimensions(tx: Tx, actor: Actor): Promise<void> {
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  await tx.insert(departments).values(DEPARTMENTS.map((department) => ({ ...department, ...by })));
  await tx.insert(projects).values(PROJECTS.map((project) => ({ ...project, ...by })));
}

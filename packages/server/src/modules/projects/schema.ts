import { defineDimensionSchema } from '../dimensions/schema.js';
import { dimensionService, type DimensionTable } from '../dimensions/service.js';
import { projects } from './tables.js';

export const projectService = dimensionService('project', projects as unknown as DimensionTable);

export const ProjectType = defineDimensionSchema({
  typeName: 'Project',
  singular: 'project',
  plural: 'projects',
  service: projectService,
  flag: 'canAdminUnitEntities',
});

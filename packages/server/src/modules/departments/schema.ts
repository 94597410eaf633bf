import { defineDimensionSchema } from '../dimensions/schema.js';
import { dimensionService } from '../dimensions/service.js';
import { departments } from './tables.js';

export const departmentService = dimensionService('department', departments);

export const DepartmentType = defineDimensionSchema({
  typeName: 'Department',
  singular: 'department',
  plural: 'departments',
  service: departmentService,
  flag: 'canAdminUnitEntities',
});

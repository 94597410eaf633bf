import type { PermissionFlag } from '@fjord/domain';
import { access } from '../../graphql/access.js';

/**
 * Payroll people data — employees, their tax cards and work relations (spec 000 §6): changed by
 * those with canEditEmployees, read by them and by those who see salaries (docs/permissions.md).
 */
export const PAYROLL_PEOPLE_WRITE: PermissionFlag = 'canEditEmployees';
export const PAYROLL_PEOPLE_READ = access.anyOf('canEditEmployees', 'canViewSalaries');

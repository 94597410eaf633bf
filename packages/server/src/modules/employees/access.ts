import type { PermissionFlag } from '@fjord/domain';
import { authorizeAny, type GraphQLContext } from '../../graphql/context.js';

/**
 * Payroll people data — employees, their tax cards and work relations: changed by
 * those with canEditEmployees, read by them and by those who see salaries (docs/permissions.md).
 */
export const PAYROLL_PEOPLE_WRITE: PermissionFlag = 'canEditEmployees';
const PAYROLL_PEOPLE_READ: readonly PermissionFlag[] = ['canEditEmployees', 'canViewSalaries'];

export const authorizePayrollRead = (ctx: GraphQLContext) => authorizeAny(ctx, PAYROLL_PEOPLE_READ);

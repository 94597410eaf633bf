import type { EmployeeStatus } from '@fjord/domain';

/** The badge colour of each employee status (list and employee page). */
export const STATUS_COLORS: Record<EmployeeStatus, string> = {
  ACTIVE: 'green',
  PENSION: 'blue',
  ENDED: 'gray',
  NOT_STARTED: 'yellow',
};

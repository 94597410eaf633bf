/** Placeholder: the employee's work relations with leaves and layoffs (replaced by the work-relations feature). */
export function WorkRelationsSection(_props: { employeeId: string }) {
  return null;
}

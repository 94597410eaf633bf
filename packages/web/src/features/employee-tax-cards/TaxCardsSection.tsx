/** Placeholder: the employee's tax cards per calendar year (replaced by the tax-card feature). */
export function TaxCardsSection(_props: { employeeId: string }) {
  return null;
}

/**
 * The withholding tables and their five attributes (withholding-2026.md §1.1). A table's number is
 * four digits ("8000", "0100"); everything the routine needs to know about it is in its attributes.
 */

/** Controls factors, divisors, deductions, the common-tax rate and the final rounding (the type matrix, §1.1.3). */
export const WITHHOLDING_TABLE_TYPES = ['ORDINARY', 'STANDARD_DEDUCTION', 'SEAMEN', 'FINNMARK', 'SPECIAL'] as const;
export type WithholdingTableType = (typeof WITHHOLDING_TABLE_TYPES)[number];

/** trygdeavgiftstype: the wage rate, the reduced (pension) rate, or no social-security contribution. */
export const SOCIAL_SECURITY_CLASSES = ['HIGH', 'LOW', 'NONE'] as const;
export type SocialSecurityClass = (typeof SOCIAL_SECURITY_CLASSES)[number];

export type WithholdingTable = {
  /** tabellnummer, four digits. */
  number: string;
  type: WithholdingTableType;
  /** tabellfradrag D, NOK a year: positive a deduction (8xxx), negative an addition (9xxx), 0 for special tables. */
  tableAdjustment: number;
  /** personfradrag K ("klassefradrag"), NOK a year. */
  personalAllowance: number;
  socialSecurity: SocialSecurityClass;
  /** trekk i 12 måneder: the annual tax is spread over every period (no June / December assumption). */
  twelveMonths: boolean;
};

/**
 * The ordinary tables with a deduction, 8000 … `last` in steps of ten: D = (number − 8000) × 1 000
 * (§1.1.1).
 */
export function ordinaryDeductionTables(last: number, personalAllowance: number): WithholdingTable[] {
  return ordinaryTables(8000, last, personalAllowance, (number) => (number - 8000) * 1000);
}

/**
 * The ordinary tables with an addition, 9010 … `last` in steps of ten (there is no 9000):
 * D = −(number − 9000) × 1 000 (§1.1.2).
 */
export function ordinaryAdditionTables(last: number, personalAllowance: number): WithholdingTable[] {
  return ordinaryTables(9010, last, personalAllowance, (number) => -(number - 9000) * 1000);
}

/** ORDINARY tables first … last in steps of ten: the wage social-security rate, never the 12-month flag. */
function ordinaryTables(
  first: number,
  last: number,
  personalAllowance: number,
  tableAdjustment: (number: number) => number,
): WithholdingTable[] {
  return Array.from({ length: (last - first) / 10 + 1 }, (_, index) => {
    const number = first + index * 10;
    return {
      number: String(number),
      type: 'ORDINARY',
      tableAdjustment: tableAdjustment(number),
      personalAllowance,
      socialSecurity: 'HIGH',
      twelveMonths: false,
    };
  });
}

/** A special table (§1.1.3): no table adjustment. */
export function specialTable(
  number: string,
  type: Exclude<WithholdingTableType, 'ORDINARY'>,
  personalAllowance: number,
  socialSecurity: SocialSecurityClass,
  twelveMonths: boolean,
): WithholdingTable {
  return { number, type, tableAdjustment: 0, personalAllowance, socialSecurity, twelveMonths };
}

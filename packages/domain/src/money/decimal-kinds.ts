/**
 * The kinds of stored numbers and the fixed precision and scale of each: the database column
 * helpers (server db/columns.ts) and the domain rules (`rules.amount()` …) both read this table,
 * so a value the rules accept is stored exactly, never rounded by the column.
 */
export const DECIMAL_KINDS = {
  /** Money: totals, prices of things bought and sold whole, limits, charges. */
  amount: { precision: 18, scale: 2 },
  /** The price of one unit of something, or a pay rate per hour, which may have fractions of øre. */
  unitPrice: { precision: 20, scale: 4 },
  /** How many (hours, pieces, hours in a full-time week). */
  quantity: { precision: 18, scale: 4 },
  /** Percent, 0–100 with two decimals (VAT rates, vacation money, employment, tax). */
  percentage: { precision: 5, scale: 2 },
  /** Hours of a week (up to 168) with two decimals, as the a-melding reports them. */
  hours: { precision: 5, scale: 2 },
  /**
   * NOK for one unit of another currency: six decimals keep a rate of a small unit exactly (Norges
   * Bank quotes JPY 6.9875 per 100, 0.069875 per yen).
   */
  exchangeRate: { precision: 16, scale: 6 },
} as const;

export type DecimalKind = keyof typeof DECIMAL_KINDS;

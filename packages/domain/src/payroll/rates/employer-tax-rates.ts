import type { EmployerTaxZone } from '../enums.js';
import { datedValueOn, type Dated } from './dated.js';

/**
 * The employer social security contribution (arbeidsgiveravgift) rates of a year, percent as exact
 * decimal strings. Zone 1a pays `percent['1a']` (10.6) while the company's yearly allowance lasts and
 * `zone1aAbovePercent` (14.1) after it. The allowance (fribeløp) is an amount of aid: the difference
 * between the tax at 14.1 % and at 10.6 % may reach it (NOK 850,000, per company and calendar year,
 * de minimis aid), so the reduced rate covers a basis of 850,000 / 3.5 % ≈ 24.3 million a year.
 */
export type EmployerTaxRates = {
  percent: Readonly<Record<EmployerTaxZone, string>>;
  zone1aAbovePercent: string;
  zone1aAllowance: string;
};

/**
 * The rates by effective date — the one place to correct them. Source: norway-facts.md "Employer social
 * security contribution" (SKD-melding 2024, aktuellesatser.no "Avgiftssatser 2026"; the 1a allowance as a
 * difference in tax: aktuellesatser.no footnote 3). The rates are unchanged since 2019, but until 2024 an
 * extra 5 % applied to salaries above NOK 850,000 and the allowance was lower: the table starts in 2025,
 * when these rates alone are the whole rule. Zone 4a's 5.1 % for agriculture and fishing is not modelled.
 */
export const EMPLOYER_TAX_RATES: readonly Dated<EmployerTaxRates>[] = [
  {
    from: '2025-01-01',
    value: {
      percent: { '1': '14.1', '1a': '10.6', '2': '10.6', '3': '6.4', '4': '5.1', '4a': '7.9', '5': '0' },
      zone1aAbovePercent: '14.1',
      zone1aAllowance: '850000',
    },
  },
];

/** The rates in force on a YYYY-MM-DD date, or null before the table's first row. */
export function employerTaxRatesOn(date: string): EmployerTaxRates | null {
  return datedValueOn(EMPLOYER_TAX_RATES, date);
}

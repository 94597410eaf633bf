import { amountText } from '../documents/amount-text.js';
import { Decimal } from '../decimal.js';
import { roundMoney, sumMoney, toMoney, type Money, type MoneyInput } from '../money/money.js';
import { isoDateParts } from '../periods/periods.js';
import type { EmployerTaxZone } from './enums.js';
import { employerTaxRatesOn } from './rates/employer-tax-rates.js';

/** One zone-and-rate share of a basis, as the a-melding reports it (sone, prosentsats, avgiftsgrunnlag). */
export type EmployerTaxPart = { zone: EmployerTaxZone; percent: string; basis: string; tax: string };

/**
 * A paycheck's (or a period's) employer tax: its parts, the tax, and how much of the company's zone 1a
 * allowance is used in the calendar year after it, measured as the 1a basis taxed at the reduced rate
 * (`zone1aBasisUsed`; the aid it stands for is that basis × 3.5 %). Amounts have two decimals.
 */
export type EmployerTax = { parts: EmployerTaxPart[]; tax: string; zone1aBasisUsed: string };

export type EmployerTaxInput = {
  /** The pay date, YYYY-MM-DD: it picks the rates. */
  date: string;
  /** The zone of the sub-unit's municipality. */
  zone: EmployerTaxZone;
  /** The employer-tax basis (avgiftsgrunnlag) of the paycheck, NOK, not negative. */
  basis: MoneyInput;
};

const taxOf = (basis: Money, percent: string): Money => roundMoney(basis.times(percent).dividedBy(100));

function part(zone: EmployerTaxZone, percent: string, basis: Money): EmployerTaxPart {
  return { zone, percent, basis: amountText(basis), tax: amountText(taxOf(basis, percent)) };
}

/**
 * The zone 1a basis the yearly allowance covers at the reduced rate: the allowance (an amount of aid)
 * divided by the difference of the rates, down to øre — 850,000 ÷ 3.5 % = 24,285,714.28. Null before the
 * rate table's first row; unlimited (null too) if the rates were ever equal.
 */
export function zone1aReducedBasisLimit(date: string): Money | null {
  const rates = employerTaxRatesOn(date);
  if (!rates) return null;
  const difference = toMoney(rates.zone1aAbovePercent).minus(rates.percent['1a']);
  if (difference.lte(0)) return null;
  return toMoney(rates.zone1aAllowance).times(100).dividedBy(difference).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/**
 * Employer tax of one paycheck. Each part's tax is its basis × rate rounded half up to øre; the tax is
 * the sum of the parts. In zone 1a the basis is taxed at 10.6 % as long as the year's reduced-rate basis
 * stays within what the allowance covers (zone1aReducedBasisLimit), the rest at 14.1 %.
 *
 * `zone1aBasisUsed` is the company's 1a basis already taxed at 10.6 % earlier in the pay date's calendar
 * year (the sum of those parts), so the allowance is tracked in exact øre and a year of paychecks crosses
 * it at exactly the limit. Other zones leave it as it was. Throws a RangeError for a negative basis or a
 * date before the rate table's first row.
 */
export function employerTax(input: EmployerTaxInput, zone1aBasisUsed: MoneyInput = 0): EmployerTax {
  const basis = toMoney(input.basis);
  if (basis.isNegative()) throw new RangeError(`Employer tax of a negative basis: ${basis.toFixed()}`);
  const rates = employerTaxRatesOn(input.date);
  if (!rates) throw new RangeError(`No employer tax rates on ${input.date}`);
  const usedBefore = toMoney(zone1aBasisUsed);
  const percent = rates.percent[input.zone];
  if (percent === undefined) throw new RangeError(`Not an employer tax zone: ${String(input.zone)}`);
  if (input.zone !== '1a') return result([part(input.zone, percent, basis)], usedBefore);

  const limit = zone1aReducedBasisLimit(input.date);
  const reduced = limit === null ? basis : Decimal.min(basis, Decimal.max(0, limit.minus(usedBefore)));
  const above = basis.minus(reduced);
  const parts = [
    ...(reduced.gt(0) || above.isZero() ? [part('1a', percent, reduced)] : []),
    ...(above.gt(0) ? [part('1a', rates.zone1aAbovePercent, above)] : []),
  ];
  return result(parts, usedBefore.plus(reduced));
}

function result(parts: EmployerTaxPart[], zone1aBasisUsed: Money): EmployerTax {
  return {
    parts,
    tax: amountText(sumMoney(parts.map((item) => item.tax))),
    zone1aBasisUsed: amountText(zone1aBasisUsed),
  };
}

/**
 * A period's employer tax: the paychecks in the given order (order them by pay date), each using the 1a
 * allowance the ones before left (`zone1aBasisUsed` counts the year before the first); the parts summed per zone and rate (basis and tax alike) and the tax the
 * sum of the paychecks' taxes, so the period is exactly its paychecks. All paychecks must be in one
 * calendar year, the year `zone1aBasisUsed` counts.
 */
export function employerTaxForPeriod(
  paychecks: readonly EmployerTaxInput[],
  zone1aBasisUsed: MoneyInput = 0,
): EmployerTax & { paychecks: EmployerTax[] } {
  const years = new Set(paychecks.map((paycheck) => isoDateParts(paycheck.date).year));
  if (years.size > 1) throw new RangeError(`Employer tax across calendar years: ${[...years].join(', ')}`);
  let used = toMoney(zone1aBasisUsed);
  const each = paychecks.map((paycheck) => {
    const tax = employerTax(paycheck, used);
    used = toMoney(tax.zone1aBasisUsed);
    return tax;
  });
  const sums = new Map<string, { zone: EmployerTaxZone; percent: string; basis: Money; tax: Money }>();
  for (const item of each.flatMap((tax) => tax.parts)) {
    const key = `${item.zone} ${item.percent}`;
    const sum = sums.get(key) ?? { zone: item.zone, percent: item.percent, basis: toMoney(0), tax: toMoney(0) };
    sums.set(key, { ...sum, basis: sum.basis.plus(item.basis), tax: sum.tax.plus(item.tax) });
  }
  const parts = [...sums.values()].map((sum) => ({
    zone: sum.zone,
    percent: sum.percent,
    basis: amountText(sum.basis),
    tax: amountText(sum.tax),
  }));
  return { ...result(parts, used), paychecks: each };
}

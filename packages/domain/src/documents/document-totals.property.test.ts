import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { documentTotals, type DocumentInput, type DocumentTotals } from './document-totals.js';
import { documentArbitrary } from './testing/document-arbitraries.js';

/**
 * EN 16931's calculation rules, checked with fast-check on generated documents (four-decimal and
 * negative quantities, base quantities, mixed rates, zero-rated and exempt lines, percents up to
 * 100 %, amounts, every rounding) against the output alone (and the input where a rule names it),
 * by arithmetic written here rather than the implementation's. A failure prints the shrunk
 * document and the seed that reproduces it (`fc.assert(…, { seed, path })`).
 */
const RUNS = 2000;

type Case = { input: DocumentInput; totals: DocumentTotals };

const d = (value: string) => new Decimal(value);
const sum = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Decimal(0));
const round2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const keyOf = (taxCategory: string, taxPercent: string) => `${taxCategory} ${d(taxPercent).toFixed(2)}`;

function amountsOf(totals: DocumentTotals): string[] {
  return [
    ...totals.lines.flatMap((l) => [l.grossAmount, l.lineExtensionAmount, ...l.allowanceCharges.map((a) => a.amount)]),
    ...totals.allowanceCharges.flatMap((a) => [a.amount, ...(a.baseAmount === null ? [] : [a.baseAmount])]),
    ...totals.taxSubtotals.flatMap((s) => [s.taxableAmount, s.taxAmount]),
    totals.lineExtensionAmount,
    totals.allowanceTotalAmount,
    totals.chargeTotalAmount,
    totals.taxExclusiveAmount,
    totals.taxAmount,
    totals.taxInclusiveAmount,
    totals.payableRoundingAmount,
    totals.payableAmount,
  ];
}

/** Σ line nets + Σ document charges − Σ document allowances of each category and rate, from the input's keys. */
function expectedTaxable({ input, totals }: Case): Map<string, Decimal> {
  const taxable = new Map<string, Decimal>();
  const add = (key: string, amount: Decimal) => taxable.set(key, (taxable.get(key) ?? new Decimal(0)).plus(amount));
  input.lines.forEach((l, i) => add(keyOf(l.taxCategory, l.taxPercent), d(totals.lines[i]!.lineExtensionAmount)));
  totals.allowanceCharges.forEach((a) =>
    add(keyOf(a.taxCategory, a.taxPercent), a.chargeIndicator ? d(a.amount) : d(a.amount).negated()),
  );
  return taxable;
}

const RULES: [string, (c: Case) => void][] = [
  [
    'BR-DEC-*: every amount has exactly two decimals',
    ({ totals }) => expect(amountsOf(totals).filter((amount) => !/^-?\d+\.\d{2}$/.test(amount))).toEqual([]),
  ],
  [
    'PEPPOL-EN16931-R120: a line net is quantity × price / base quantity + charges − allowances within half an øre',
    ({ input, totals }) =>
      input.lines.forEach((l, i) => {
        const out = totals.lines[i]!;
        const exact = d(l.quantity)
          .times(l.priceAmount)
          .dividedBy(l.baseQuantity ?? '1');
        const effect = out.allowanceCharges.reduce(
          (total, a) => (a.chargeIndicator ? total.plus(a.amount) : total.minus(a.amount)),
          new Decimal(0),
        );
        expect(exact.plus(effect).minus(out.lineExtensionAmount).abs().lessThanOrEqualTo('0.005')).toBe(true);
      }),
  ],
  [
    'PEPPOL-EN16931-R040: a percent allowance or charge is base × percent / 100, rounded to øre',
    ({ input, totals }) => {
      const pairs = [
        ...input.lines.flatMap((l, i) =>
          (l.allowanceCharges ?? []).map(
            (a, j) => [a, totals.lines[i]!.allowanceCharges[j]!, totals.lines[i]!.grossAmount] as const,
          ),
        ),
        ...(input.allowanceCharges ?? []).map(
          (a, j) => [a, totals.allowanceCharges[j]!, totals.allowanceCharges[j]!.baseAmount] as const,
        ),
      ];
      for (const [given, out, base] of pairs) {
        if (given.percent) expect(out.amount).toBe(round2(d(base!).times(given.percent).dividedBy(100)).toFixed(2));
        else expect(d(out.amount).equals(given.amount!)).toBe(true);
      }
    },
  ],
  [
    'BR-CO-10: the sum of line net amounts is the Σ of the line nets',
    ({ totals }) =>
      expect(totals.lineExtensionAmount).toBe(sum(totals.lines.map((l) => l.lineExtensionAmount)).toFixed(2)),
  ],
  [
    'BR-CO-11: the allowance total is the Σ of the document allowances',
    ({ totals }) =>
      expect(totals.allowanceTotalAmount).toBe(
        sum(totals.allowanceCharges.filter((a) => !a.chargeIndicator).map((a) => a.amount)).toFixed(2),
      ),
  ],
  [
    'BR-CO-12: the charge total is the Σ of the document charges',
    ({ totals }) =>
      expect(totals.chargeTotalAmount).toBe(
        sum(totals.allowanceCharges.filter((a) => a.chargeIndicator).map((a) => a.amount)).toFixed(2),
      ),
  ],
  [
    'BR-CO-13: the total without VAT is line nets − allowances + charges',
    ({ totals }) =>
      expect(totals.taxExclusiveAmount).toBe(
        d(totals.lineExtensionAmount).minus(totals.allowanceTotalAmount).plus(totals.chargeTotalAmount).toFixed(2),
      ),
  ],
  [
    'BR-CO-14: the VAT total is the Σ of the subtotals’ VAT',
    ({ totals }) => expect(totals.taxAmount).toBe(sum(totals.taxSubtotals.map((s) => s.taxAmount)).toFixed(2)),
  ],
  [
    'BR-CO-15: the total with VAT is the total without VAT + the VAT total',
    ({ totals }) =>
      expect(totals.taxInclusiveAmount).toBe(d(totals.taxExclusiveAmount).plus(totals.taxAmount).toFixed(2)),
  ],
  [
    'BR-CO-16: the payable amount is the total with VAT + the rounding, whole kroner unless rounding is off',
    ({ input, totals }) => {
      expect(d(totals.payableAmount).minus(totals.payableRoundingAmount).toFixed(2)).toBe(totals.taxInclusiveAmount);
      expect(d(totals.payableRoundingAmount).abs().lessThan(1)).toBe(true);
      if (input.rounding === 'DISABLED') expect(totals.payableRoundingAmount).toBe('0.00');
      else expect(d(totals.payableAmount).isInteger()).toBe(true);
    },
  ],
  [
    'BR-CO-17: each subtotal’s VAT is its taxable amount × rate / 100, rounded to øre',
    ({ totals }) =>
      totals.taxSubtotals.forEach((s) =>
        expect(s.taxAmount).toBe(round2(d(s.taxableAmount).times(s.taxPercent).dividedBy(100)).toFixed(2)),
      ),
  ],
  [
    'BR-S-08, BR-Z-08, BR-E-08 (and AE, K, G, O): one subtotal per category and rate, with its lines and document items',
    (c) => {
      const expected = expectedTaxable(c);
      const actual = new Map(c.totals.taxSubtotals.map((s) => [keyOf(s.taxCategory, s.taxPercent), s.taxableAmount]));
      expect(actual.size).toBe(c.totals.taxSubtotals.length);
      expect(new Map([...expected].map(([key, amount]) => [key, amount.toFixed(2)]))).toEqual(actual);
    },
  ],
  [
    'BR-Z-09, BR-E-09, BR-AE-09, BR-IC-09, BR-G-09, BR-O-09: only S subtotals carry VAT',
    ({ totals }) =>
      totals.taxSubtotals.filter((s) => s.taxCategory !== 'S').forEach((s) => expect(s.taxAmount).toBe('0.00')),
  ],
  [
    'the breakdown covers the document: Σ taxable amounts is the total without VAT',
    ({ totals }) =>
      expect(sum(totals.taxSubtotals.map((s) => s.taxableAmount)).toFixed(2)).toBe(totals.taxExclusiveAmount),
  ],
];

describe(`documentTotals, ${RUNS} generated documents a rule`, () => {
  it('generates varied documents: negative quantities, base quantities, several rates, zero and exempt lines, 100 % allowances, rounding', () => {
    const inputs = fc.sample(documentArbitrary, { numRuns: RUNS, seed: 20_261_125 });
    const keys = (input: DocumentInput) => new Set(input.lines.map((l) => keyOf(l.taxCategory, l.taxPercent)));
    expect(inputs.some((i) => i.lines.some((l) => l.quantity.startsWith('-')))).toBe(true);
    expect(inputs.some((i) => i.lines.some((l) => /\.\d{4}$/.test(l.quantity)))).toBe(true);
    expect(inputs.some((i) => i.lines.some((l) => l.baseQuantity))).toBe(true);
    expect(inputs.some((i) => keys(i).size >= 4)).toBe(true);
    expect(
      inputs.some((i) => i.lines.some((l) => l.taxCategory === 'Z') && i.lines.some((l) => l.taxCategory === 'E')),
    ).toBe(true);
    expect(inputs.some((i) => i.lines.some((l) => (l.allowanceCharges ?? []).some((a) => a.percent === '100')))).toBe(
      true,
    );
    expect(inputs.some((i) => (i.allowanceCharges ?? []).some((a) => a.percent === '100'))).toBe(true);
    expect(inputs.some((i) => documentTotals(i).payableRoundingAmount !== '0.00')).toBe(true);
  });

  it.each(RULES)('%s', (_rule, check) => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        check({ input, totals: documentTotals(input) });
      }),
      { numRuns: RUNS },
    );
  });
});

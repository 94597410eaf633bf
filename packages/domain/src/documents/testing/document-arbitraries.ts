import fc from 'fast-check';
import type { AllowanceChargeInput } from '../allowance-charge.js';
import type { DocumentAllowanceChargeInput, DocumentInput } from '../document-totals.js';
import type { DocumentLineInput } from '../line-net.js';
import { TAX_CATEGORY_CODES, type TaxCategoryCode } from '../tax-categories.js';

/** Norway's standard, reduced and low rates, a rate with a fraction, and one written with decimals. */
const STANDARD_RATES = ['25', '15', '12', '11.11', '25.00'] as const;
const ROUNDINGS = ['DISABLED', 'NEAREST', 'UP', 'DOWN'] as const;

/**
 * A canonical decimal string of up to `digits` whole digits and up to `decimals` decimals, built
 * from integers (never a float), negative when asked: "0", "12.5", "-4031.0007". fast-check leans
 * towards the small and the extreme (0, the largest value, the most decimals), where rounding bites.
 */
export function decimalText(digits: number, decimals: number, sign: 'positive' | 'any' = 'positive') {
  return fc
    .record({
      whole: fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) - 1n }),
      places: fc.integer({ min: 0, max: decimals }),
      fraction: fc.bigInt({ min: 0n, max: 10n ** BigInt(decimals) - 1n }),
      negative: sign === 'any' ? fc.boolean() : fc.constant(false),
    })
    .map(({ whole, places, fraction, negative }) => {
      const digitsAfter = (fraction % 10n ** BigInt(places)).toString().padStart(places, '0');
      return `${negative ? '-' : ''}${whole}${places === 0 ? '' : `.${digitsAfter}`}`;
    });
}

type Tax = { taxCategory: TaxCategoryCode; taxPercent: string };

/** Standard rated at one of several rates (so rates mix in a document), or zero rated, exempt or another 0 % category. */
export const taxArbitrary: fc.Arbitrary<Tax> = fc.oneof(
  fc.record({ taxCategory: fc.constant<TaxCategoryCode>('S'), taxPercent: fc.constantFrom(...STANDARD_RATES) }),
  fc.record({
    taxCategory: fc.constantFrom(...TAX_CATEGORY_CODES.filter((code) => code !== 'S')),
    taxPercent: fc.constantFrom('0', '0.00'),
  }),
);

/** A percent of 0–100 with up to two decimals; 100 % (all of it off, or all of it again) often. */
const percentArbitrary = fc.oneof(
  { arbitrary: decimalText(2, 2), weight: 4 },
  { arbitrary: fc.constant('100'), weight: 1 },
);

/** An allowance (false) or charge (true) of a line or the document: a percent, or an amount of up to four whole digits. */
export const allowanceChargeArbitrary: fc.Arbitrary<AllowanceChargeInput> = fc
  .tuple(
    fc.boolean(),
    fc.oneof(
      percentArbitrary.map((percent) => ({ percent })),
      decimalText(4, 2).map((amount) => ({ amount })),
    ),
  )
  .map(([chargeIndicator, value]) => ({ chargeIndicator, ...value }));

/**
 * A line: a quantity of up to four decimals and either sign (a negative line takes something back),
 * a price of up to four decimals, sometimes a base quantity above 0, up to two allowances or charges.
 */
export const lineArbitrary: fc.Arbitrary<DocumentLineInput> = fc
  .record(
    {
      quantity: decimalText(4, 4, 'any'),
      priceAmount: decimalText(6, 4),
      baseQuantity: decimalText(3, 4).map((base) => (/[1-9]/.test(base) ? base : '1')),
      allowanceCharges: fc.array(allowanceChargeArbitrary, { maxLength: 2 }),
      tax: taxArbitrary,
    },
    { requiredKeys: ['quantity', 'priceAmount', 'allowanceCharges', 'tax'] },
  )
  .map(({ tax, ...line }) => ({ ...line, ...tax }));

/**
 * A document of 0–8 lines and 0–3 document allowances and charges (mostly of a line's category and
 * rate, so their percent has a base; sometimes of another), with any rounding of the payable amount.
 */
export const documentArbitrary: fc.Arbitrary<DocumentInput> = fc
  .array(lineArbitrary, { maxLength: 8 })
  .chain((lines) => {
    const taxOfLine: fc.Arbitrary<Tax> =
      lines.length === 0
        ? taxArbitrary
        : fc.constantFrom(...lines).map(({ taxCategory, taxPercent }) => ({ taxCategory, taxPercent }));
    const documentLevel: fc.Arbitrary<DocumentAllowanceChargeInput> = fc
      .tuple(
        allowanceChargeArbitrary,
        fc.oneof({ arbitrary: taxOfLine, weight: 4 }, { arbitrary: taxArbitrary, weight: 1 }),
      )
      .map(([item, tax]) => ({ ...item, ...tax }));
    return fc.record({
      lines: fc.constant(lines),
      allowanceCharges: fc.array(documentLevel, { maxLength: 3 }),
      rounding: fc.constantFrom(...ROUNDINGS),
    });
  });

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankText } from './bank-texts.js';
import { creditTransferFile } from './credit-transfer-file.js';
import { PAIN_001_VERSIONS } from './credit-transfer-input.js';
import { fileInput, payment, readFile } from './testing/payment-file-fixtures.js';

/** An amount in øre (a bigint, so the expected sum is exact without the code under test) and its text. */
const amount = fc
  .record({ ore: fc.bigInt({ min: 1n, max: 10n ** 11n }), decimals: fc.integer({ min: 0, max: 2 }) })
  .map(({ ore, decimals }) => {
    // Written with 0, 1 or 2 decimals where the value allows it: "125", "125.5", "125.50".
    const kroner = `${ore / 100n}`;
    const fraction = `${ore % 100n}`.padStart(2, '0');
    if (decimals === 0 && fraction === '00') return { ore, text: kroner };
    if (decimals === 1 && fraction.endsWith('0')) return { ore, text: `${kroner}.${fraction[0]}` };
    return { ore, text: `${kroner}.${fraction}` };
  });

// A lone surrogate has no UTF-8 form: a file holding one could not be written.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const oreText = (ore: bigint) => `${ore / 100n}.${`${ore % 100n}`.padStart(2, '0')}`;

describe('control sums over random amounts', () => {
  it('CtrlSum equals the exact decimal sum of the amounts and NbOfTxs their count, at both levels', () => {
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 60 }),
        fc.constantFrom(...PAIN_001_VERSIONS),
        (amounts, version) => {
          const payments = amounts.map((a, index) => payment({ endToEndId: `${index + 1}`, amount: a.text }));
          const { header, paymentInformation, transactions } = readFile(
            creditTransferFile(fileInput({ version, payments })),
          );
          const expected = oreText(amounts.reduce((sum, a) => sum + a.ore, 0n));
          expect([header.CtrlSum, paymentInformation.CtrlSum]).toEqual([expected, expected]);
          expect([header.NbOfTxs, paymentInformation.NbOfTxs]).toEqual([`${amounts.length}`, `${amounts.length}`]);
          const written = transactions.map((t) => (t.Amt as { InstdAmt: { '#text': string } }).InstdAmt['#text']);
          expect(written).toEqual(amounts.map((a) => oreText(a.ore)));
        },
      ),
    );
  });
});

describe('bank texts over any string', () => {
  it('never exceed their length in code points, have no control characters or edge spaces, and are stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 1, max: 140 }), (text, max) => {
        const cleaned = bankText(text, max);
        expect(Array.from(cleaned).length).toBeLessThanOrEqual(max);
        // eslint-disable-next-line no-control-regex
        expect(cleaned).not.toMatch(/[\u0000-\u001F\u007F-\u009F\uFFFE\uFFFF]|^\s|\s$/);
        expect(cleaned).not.toMatch(LONE_SURROGATE);
        expect(bankText(cleaned, max)).toBe(cleaned);
      }),
    );
  });
});

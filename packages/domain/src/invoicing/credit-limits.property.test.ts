import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMoney } from '../money/money.js';
import { decimalText, lineArbitrary } from '../documents/testing/document-arbitraries.js';
import {
  checkCreditRequest,
  creditAmountProblem,
  wholeCreditRequest,
  type CreditableLine,
  type CreditRequestLine,
} from './credit-limits.js';

const RUNS = 1000;

/** An invoice of 1–6 lines (any quantity, either sign), and 0–8 credit requests of 1–3 lines each. */
const scenario = fc
  .array(lineArbitrary, { minLength: 1, maxLength: 6 })
  .map((lines): CreditableLine[] => lines.map((line, index) => ({ ...line, id: `line-${index}` })))
  .chain((lines) =>
    fc.record({
      lines: fc.constant(lines),
      requests: fc.array(
        fc.array(
          fc.record({
            lineId: fc.oneof(
              { arbitrary: fc.constantFrom(...lines.map((line) => line.id)), weight: 9 },
              { arbitrary: fc.constant('foreign'), weight: 1 },
            ),
            quantity: decimalText(4, 4, 'any'),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        { maxLength: 8 },
      ),
    }),
  );

/** The credited quantities after a credit note of the request. */
function apply(credited: Record<string, string>, request: readonly CreditRequestLine[]) {
  const next = { ...credited };
  for (const { lineId, quantity } of request)
    next[lineId] = toMoney(next[lineId] ?? '0')
      .plus(quantity)
      .toString();
  return next;
}

describe('credit limits, for any sequence of partial credit notes', () => {
  it('never credits more of a line than the invoice had, and the whole credit then takes exactly the rest', () => {
    fc.assert(
      fc.property(scenario, ({ lines, requests }) => {
        let credited: Record<string, string> = {};
        for (const request of requests)
          if (checkCreditRequest(lines, credited, request).length === 0) credited = apply(credited, request);
        for (const line of lines)
          expect(toMoney(credited[line.id] ?? '0').lessThanOrEqualTo(toMoney(line.quantity).abs())).toBe(true);
        const rest = wholeCreditRequest(lines, credited);
        if (rest.length > 0) expect(checkCreditRequest(lines, credited, rest)).toEqual([]);
        const full = apply(credited, rest);
        for (const line of lines) expect(toMoney(full[line.id] ?? '0').equals(toMoney(line.quantity).abs())).toBe(true);
        expect(wholeCreditRequest(lines, full)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('never credits more than the payable amount in total, whatever the amounts asked', () => {
    fc.assert(
      fc.property(decimalText(6, 2), fc.array(decimalText(6, 2), { maxLength: 10 }), (payable, asks) => {
        let credited = toMoney(0);
        for (const ask of asks)
          if (
            !creditAmountProblem({ invoicePayableAmount: payable, creditedAmount: credited, creditPayableAmount: ask })
          )
            credited = credited.plus(ask);
        expect(credited.lessThanOrEqualTo(payable)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { documentTotals, type VatCategory } from '@fjord/domain';
import { newOrderAllowanceCharge, newOrderLine, type OrderLineFormValues } from './order-form';
import { liveTotals } from './order-totals';

const RATES = new Map<VatCategory, string>([
  ['STANDARD', '25.00'],
  ['REDUCED', '15.00'],
  ['ZERO', '0.00'],
  ['EXEMPT', '0.00'],
]);

const line = (values: Partial<OrderLineFormValues>): OrderLineFormValues => ({ ...newOrderLine('EA'), ...values });

describe('live totals of the order form', () => {
  it('are the domain arithmetic the server saves with: two VAT rates and a 10 % discount on the 25 % lines', () => {
    const values = {
      lines: [
        line({ quantity: '2', priceAmount: '100', vatRateSymbol: 'STANDARD' }),
        line({ quantity: '3', priceAmount: '50', vatRateSymbol: 'REDUCED' }),
      ],
      allowanceCharges: [
        { ...newOrderAllowanceCharge('ALLOWANCE'), percent: '10', vatRateSymbol: 'STANDARD' as const },
      ],
    };
    const { totals, lineNets } = liveTotals(values, RATES, 'NEAREST');
    expect(lineNets).toEqual(['200.00', '150.00']);
    expect(totals).toEqual(
      documentTotals({
        lines: [
          { quantity: '2', priceAmount: '100', taxCategory: 'S', taxPercent: '25.00', allowanceCharges: [] },
          { quantity: '3', priceAmount: '50', taxCategory: 'S', taxPercent: '15.00', allowanceCharges: [] },
        ],
        allowanceCharges: [
          { chargeIndicator: false, percent: '10', amount: null, taxCategory: 'S', taxPercent: '25.00' },
        ],
        rounding: 'NEAREST',
      }),
    );
    expect(totals).toMatchObject({
      lineExtensionAmount: '350.00',
      allowanceTotalAmount: '20.00',
      taxExclusiveAmount: '330.00',
      taxAmount: '67.50',
      taxInclusiveAmount: '397.50',
      payableRoundingAmount: '0.50',
      payableAmount: '398.00',
    });
    expect(totals!.taxSubtotals).toEqual([
      { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '180.00', taxAmount: '45.00' },
      { taxCategory: 'S', taxPercent: '15.00', taxableAmount: '150.00', taxAmount: '22.50' },
    ]);
  });

  it('state ZERO at 0 % in category Z, and a line discount in percent lowers the line net', () => {
    const values = {
      lines: [
        line({
          quantity: '-1.2345',
          priceAmount: '80',
          vatRateSymbol: 'ZERO',
          allowanceCharge: { kind: 'ALLOWANCE', percent: '50', amount: null },
        }),
      ],
      allowanceCharges: [],
    };
    const { totals, lineNets } = liveTotals(values, RATES, 'DISABLED');
    expect(lineNets).toEqual(['-49.38']);
    expect(totals!.taxSubtotals).toEqual([
      { taxCategory: 'Z', taxPercent: '0.00', taxableAmount: '-49.38', taxAmount: '0.00' },
    ]);
  });

  it('leave out a line while it breaks a rule the server refuses (no price, five decimals, percent and amount both)', () => {
    const values = {
      lines: [
        line({ quantity: '1', priceAmount: '100' }),
        line({ quantity: '1', priceAmount: null }),
        line({ quantity: '1.23456', priceAmount: '10' }),
        line({ quantity: '1', priceAmount: '10', allowanceCharge: { kind: 'CHARGE', percent: '5', amount: '1' } }),
        line({ quantity: '1', priceAmount: '10', vatRateSymbol: 'LOW' }),
      ],
      allowanceCharges: [],
    };
    const { totals, lineNets } = liveTotals(values, RATES, 'DISABLED');
    expect(lineNets).toEqual(['100.00', null, null, null, null]);
    expect(totals!.payableAmount).toBe('125.00');
  });

  it('are none before any line is complete', () => {
    expect(liveTotals({ lines: [line({ priceAmount: null })], allowanceCharges: [] }, RATES, 'DISABLED')).toEqual({
      lineNets: [null],
      totals: null,
    });
  });
});

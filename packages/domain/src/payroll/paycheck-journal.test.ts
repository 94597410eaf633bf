import { describe, expect, it } from 'vitest';
import { journalCsv, voucherBalances } from '../invoicing/invoice-journal.js';
import {
  accountBalances,
  paycheckVoucher,
  payrollJournal,
  type JournalPaycheck,
  type JournalPaycheckLine,
} from './paycheck-journal.js';

const cash = (sum: string, account: string | null, extra: Partial<JournalPaycheckLine> = {}): JournalPaycheckLine => ({
  sum,
  calculationType: 'CASHEDOUT',
  altinnFordel: 'kontantytelse',
  payCode: 'fastloenn',
  account,
  taxDeduction: false,
  garnishment: false,
  ...extra,
});

/**
 * 40,000 fixed salary and 2,000 overtime (5000), a free phone (5210, benefit in kind 500), a kilometre
 * allowance of 350 (7100), a garnishment of 1,000 (2610), an advance of 3,000; 12,000 withheld; net
 * 42,350 − 12,000 − 1,000 − 3,000 = 26,350; employer tax 14.1 % of 42,500 = 5,992.50; vacation pay 12 %
 * of 42,000 = 5,040.
 */
const PAYCHECK: JournalPaycheck = {
  number: '12',
  paidDate: '2026-03-20',
  employeeName: 'Kari Nordmann',
  lines: [
    cash('40000.00', '5000'),
    cash('2000.00', '5000', { payCode: 'overtidsgodtgjoerelse' }),
    cash('500.00', '5210', {
      calculationType: 'CALCULATED',
      altinnFordel: 'naturalytelse',
      payCode: 'elektroniskKommunikasjon',
    }),
    cash('350.00', '7100', { altinnFordel: 'utgiftsgodtgjoerelse', payCode: 'kilometergodtgjoerelseBil' }),
    cash('1000.00', '2610', { garnishment: true, payCode: null, altinnFordel: null }),
  ],
  taxDeduction: '12000.00',
  prepaid: '3000.00',
  netPay: '26350.00',
  employerTax: '5992.50',
  vacationPay: '5040.00',
};

const pick = (lines: ReturnType<typeof paycheckVoucher>) =>
  lines.map((line) => [line.account, line.debit, line.credit]);

describe('payroll journal', () => {
  it('books a paycheck as one balanced voucher: pay per account, benefits against 5290, tax, deductions, advances, net pay, employer tax, vacation pay', () => {
    const lines = paycheckVoucher(PAYCHECK);
    expect(pick(lines)).toEqual([
      ['5000', '42000.00', '0.00'],
      ['5210', '500.00', '0.00'],
      ['7100', '350.00', '0.00'],
      ['5290', '0.00', '500.00'],
      ['2600', '0.00', '12000.00'],
      ['2610', '0.00', '1000.00'],
      ['1572', '0.00', '3000.00'],
      ['2930', '0.00', '26350.00'],
      ['5400', '5992.50', '0.00'],
      ['2770', '0.00', '5992.50'],
      ['5020', '5040.00', '0.00'],
      ['2940', '0.00', '5040.00'],
    ]);
    expect(lines[0]).toMatchObject({
      date: '2026-03-20',
      voucher: 'L12',
      voucherType: 'PAYCHECK',
      customerNumber: '',
      vatCode: null,
      currencyCode: 'NOK',
      text: 'Lønn 12 Kari Nordmann',
    });
    expect(voucherBalances(lines)).toEqual(new Map([['L12', '0.00']]));
    expect(paycheckVoucher(PAYCHECK, 'en')[0]!.text).toBe('Paycheck 12 Kari Nordmann');
  });

  it('books vacation pay paid out against the liability 2940 (it was expensed when earned), and a negative line on the credit side', () => {
    const june: JournalPaycheck = {
      ...PAYCHECK,
      number: '13',
      lines: [
        cash('40000.00', '5000'),
        cash('-38461.54', '5000', { payCode: 'trekkILoennForFerie' }),
        cash('52000.00', '5020', { payCode: 'feriepenger' }),
      ],
      taxDeduction: '300.00',
      prepaid: '0.00',
      netPay: '53238.46',
      employerTax: '7872.52',
      vacationPay: '4800.00',
    };
    expect(pick(paycheckVoucher(june))).toEqual([
      ['5000', '1538.46', '0.00'],
      ['2940', '52000.00', '0.00'],
      ['2600', '0.00', '300.00'],
      ['2930', '0.00', '53238.46'],
      ['5400', '7872.52', '0.00'],
      ['2770', '0.00', '7872.52'],
      ['5020', '4800.00', '0.00'],
      ['2940', '0.00', '4800.00'],
    ]);
    const correction: JournalPaycheck = {
      ...PAYCHECK,
      number: '14',
      lines: [cash('-1000.00', '5000')],
      taxDeduction: '0.00',
      prepaid: '0.00',
      netPay: '-1000.00',
      employerTax: '-141.00',
      vacationPay: '-120.00',
    };
    expect(pick(paycheckVoucher(correction))).toEqual([
      ['5000', '0.00', '1000.00'],
      ['2930', '1000.00', '0.00'],
      ['5400', '0.00', '141.00'],
      ['2770', '141.00', '0.00'],
      ['5020', '0.00', '120.00'],
      ['2940', '120.00', '0.00'],
    ]);
  });

  it('books free lines of an advanced paycheck (no template account) on 5000, 5280 and 2690', () => {
    const free: JournalPaycheck = {
      ...PAYCHECK,
      lines: [
        cash('1000.00', null, { payCode: null, altinnFordel: null }),
        cash('200.00', null, { calculationType: 'CALCULATED', payCode: null, altinnFordel: null }),
        cash('100.00', null, { garnishment: true, payCode: null, altinnFordel: null }),
      ],
      taxDeduction: '300.00',
      prepaid: '0.00',
      netPay: '600.00',
      employerTax: '0.00',
      vacationPay: '0.00',
    };
    expect(pick(paycheckVoucher(free))).toEqual([
      ['5000', '1000.00', '0.00'],
      ['5280', '200.00', '0.00'],
      ['5290', '0.00', '200.00'],
      ['2600', '0.00', '300.00'],
      ['2690', '0.00', '100.00'],
      ['2930', '0.00', '600.00'],
    ]);
  });

  it('refuses a paycheck whose stored figures do not add up rather than write an unbalanced voucher', () => {
    expect(() => paycheckVoucher({ ...PAYCHECK, netPay: '26350.01' })).toThrow(/Paycheck 12 does not balance/);
  });

  it('sums the journal per account (debits − credits, credits negative) and writes the invoicing journal’s CSV', () => {
    const lines = payrollJournal([PAYCHECK, { ...PAYCHECK, number: '15' }]);
    const balances = accountBalances(lines);
    expect(balances.get('5000')).toBe('84000.00');
    expect(balances.get('2600')).toBe('-24000.00');
    expect(balances.get('5290')).toBe('-1000.00');
    expect([...voucherBalances(lines).values()]).toEqual(['0.00', '0.00']);
    const csv = journalCsv(lines.slice(0, 1));
    expect(csv).toBe(
      'date;voucher;voucherType;account;debit;credit;vatCode;customerNumber;text;currencyCode\r\n' +
        '2026-03-20;L12;PAYCHECK;5000;42000.00;0.00;;;Lønn 12 Kari Nordmann;NOK\r\n',
    );
  });
});

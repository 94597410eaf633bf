import { describe, expect, it } from 'vitest';
import { payCodeName } from './pay-code-names.js';
import { accountBalances, paycheckVoucher, type JournalPaycheck } from './paycheck-journal.js';
import { creditBalance, paycheckPayCost, rangeBalance, reconcile, reconciles } from './payroll-reconciliation.js';
import { vacationMoneyFigures } from './vacation-money-report.js';
import { yearlyStatement, type YearlyStatementLine } from './yearly-statement.js';

const line = (
  sum: string,
  extra: Partial<Omit<YearlyStatementLine, 'sum'>> = {},
): YearlyStatementLine & { sum: string } => ({
  description: 'Fastlønn',
  calculationType: 'CASHEDOUT',
  altinnFordel: 'kontantytelse',
  payCode: 'fastloenn',
  altinn: true,
  taxDeduction: false,
  garnishment: false,
  ...extra,
  sum,
});

describe('reconciliation arithmetic', () => {
  it('gives the difference as books − source, exact in øre, and flags any difference', () => {
    expect(reconcile('1000.10', '1000.00')).toEqual({ source: '1000.10', bookkeeping: '1000.00', difference: '-0.10' });
    expect(reconciles([reconcile('5', '5.00'), reconcile('0', '0')])).toBe(true);
    expect(reconciles([reconcile('5', '5.00'), reconcile('0', '0.01')])).toBe(false);
  });

  it('reads liabilities as credit balances and pay costs as the debit balance of classes 50–53 (sub-accounts with their parent)', () => {
    const balances = new Map([
      ['2600', '-12000.00'],
      ['5000', '42000.00'],
      ['50001', '100.00'],
      ['5290', '-500.00'],
      ['5210', '500.00'],
      ['5400', '5992.50'],
      ['7100', '350.00'],
    ]);
    expect(creditBalance(balances, '2600')).toBe('12000.00');
    expect(creditBalance(balances, '2770')).toBe('0.00');
    expect(rangeBalance(balances)).toBe('42100.00');
  });

  it('makes a paycheck’s pay cost (cash pay without expense allowances or vacation pay paid out, plus vacation pay earned) equal the books’ classes 50–53 on the default accounts', () => {
    const paycheck: JournalPaycheck = {
      number: '1',
      paidDate: '2026-06-19',
      employeeName: 'Kari Nordmann',
      lines: [
        { ...line('40000.00'), account: '5000' },
        { ...line('30000.00', { payCode: 'feriepenger' }), account: '5020' },
        {
          ...line('350.00', { altinnFordel: 'utgiftsgodtgjoerelse', payCode: 'kilometergodtgjoerelseBil' }),
          account: '7100',
        },
        {
          ...line('500.00', { calculationType: 'CALCULATED', altinnFordel: 'naturalytelse', payCode: 'bil' }),
          account: '5200',
        },
      ],
      taxDeduction: '10000.00',
      prepaid: '0.00',
      netPay: '60350.00',
      employerTax: '0.00',
      vacationPay: '4800.00',
    };
    expect(paycheckPayCost(paycheck)).toBe('44800.00');
    expect(rangeBalance(accountBalances(paycheckVoucher(paycheck)))).toBe('44800.00');
  });
});

describe('vacation-money report figures', () => {
  it('accrues the basis at the employee’s percentage, subtracts what was paid and adds the zone’s employer tax on the accrual', () => {
    expect(
      vacationMoneyFigures({
        earningYear: 2025,
        birthDate: '1980-05-12',
        percentage: '12.00',
        basis: '500000.00',
        paid: '20000.00',
        employerTaxZone: '1',
      }),
    ).toEqual({
      basis: '500000.00',
      percentage: '12',
      seniorPercentage: null,
      ordinary: '60000.00',
      senior: '0.00',
      accrued: '60000.00',
      paid: '20000.00',
      remaining: '40000.00',
      employerTaxRate: '14.1',
      employerTax: '8460.00',
    });
  });

  it('adds the senior extra of 2.3 % up to 6 G from the year the employee turns 59, and no employer tax without a zone', () => {
    // Turns 59 in 2026: 2.3 % of min(900,000, 6 × 136,549 = 819,294) = 18,843.76.
    const figures = vacationMoneyFigures({
      earningYear: 2026,
      birthDate: '1967-03-01',
      percentage: '10.2',
      basis: '900000.00',
      paid: '0',
      employerTaxZone: null,
    });
    expect(figures).toMatchObject({
      seniorPercentage: '2.3',
      ordinary: '91800.00',
      senior: '18843.76',
      accrued: '110643.76',
      remaining: '110643.76',
      employerTaxRate: null,
      employerTax: '0.00',
    });
  });

  it('earns nothing on a year’s basis below zero instead of refusing the report', () => {
    const figures = vacationMoneyFigures({
      earningYear: 2025,
      birthDate: '1980-05-12',
      percentage: '10.2',
      basis: '-100.00',
      paid: '0',
      employerTaxZone: '3',
    });
    expect(figures).toMatchObject({ accrued: '0.00', employerTaxRate: '6.4', employerTax: '0.00' });
  });
});

describe('yearly statement (årsoppgave)', () => {
  it('sums the reported lines per pay code and kind, the withholding and the vacation-pay basis; leaves out unreported, tax and deduction lines', () => {
    const statement = yearlyStatement([
      {
        taxDeduction: '12000.00',
        vacationPayBasis: '40000.00',
        lines: [
          line('40000.00'),
          line('2000.00', { payCode: 'overtidsgodtgjoerelse', description: 'Overtid 50 %' }),
          line('500.00', { calculationType: 'CALCULATED', altinnFordel: 'naturalytelse', payCode: 'bil' }),
          line('350.00', { altinnFordel: 'utgiftsgodtgjoerelse', payCode: 'kilometergodtgjoerelseBil' }),
          line('99.00', { altinn: false, payCode: 'bonus' }),
          line('500.00', { taxDeduction: true, payCode: null }),
          line('700.00', { garnishment: true, payCode: null }),
          line('150.00', { payCode: null, altinnFordel: null, description: 'Fritt tillegg' }),
        ],
      },
      {
        taxDeduction: '11000.00',
        vacationPayBasis: '40000.00',
        lines: [line('40000.00'), line('1000.00', { payCode: 'overtidsgodtgjoerelse', description: 'Overtid 100 %' })],
      },
    ]);
    expect(statement).toEqual({
      cash: [
        { payCode: 'fastloenn', description: null, amount: '80000.00' },
        { payCode: 'overtidsgodtgjoerelse', description: null, amount: '3000.00' },
        { payCode: null, description: 'Fritt tillegg', amount: '150.00' },
      ],
      benefitsInKind: [{ payCode: 'bil', description: null, amount: '500.00' }],
      expenseAllowances: [{ payCode: 'kilometergodtgjoerelseBil', description: null, amount: '350.00' }],
      totals: { cash: '83150.00', benefitsInKind: '500.00', expenseAllowances: '350.00' },
      withholding: '23000.00',
      vacationPayBasis: '80000.00',
    });
  });

  it('names the pay codes as the a-melding’s code list does, in nb and en', () => {
    expect(payCodeName('fastloenn', 'nb')).toBe('Fastlønn');
    expect(payCodeName('feriepenger', 'en')).toBe('Holiday pay');
  });
});

import { describe, expect, it } from 'vitest';
import { sumMoney } from '../money/money.js';
import {
  invoiceState,
  invoiceStatus,
  paymentAmountProblem,
  statusOfStanding,
  type InvoiceStatusInput,
} from './invoice-status.js';

const invoice = (overrides: Partial<InvoiceStatusInput>): InvoiceStatusInput => ({
  payableAmount: '1250.00',
  creditedAmount: '0',
  paidAmount: '0',
  dueDate: '2026-03-15',
  today: '2026-03-01',
  ...overrides,
});

describe('invoice status, derived from payable, credited, paid, due dates and today', () => {
  it.each<[string, Partial<InvoiceStatusInput>, string]>([
    ['nothing paid, before the due date', {}, 'OPEN'],
    ['nothing paid, due today (not overdue)', { today: '2026-03-15' }, 'OPEN'],
    ['nothing paid, the day after the due date', { today: '2026-03-16' }, 'OVERDUE'],
    ['part paid, before the due date', { paidAmount: '250.00' }, 'PARTLY_PAID'],
    ['part paid, due today', { paidAmount: '250.00', today: '2026-03-15' }, 'PARTLY_PAID'],
    ['part paid and past the due date: overdue wins', { paidAmount: '250.00', today: '2026-03-16' }, 'OVERDUE'],
    ['paid in full', { paidAmount: '1250.00' }, 'PAID'],
    ['paid in full after the due date', { paidAmount: '1250.00', today: '2026-06-01' }, 'PAID'],
    ['one øre missing', { paidAmount: '1249.99' }, 'PARTLY_PAID'],
    ['credited in full', { creditedAmount: '1250.00' }, 'CREDITED'],
    ['credited in full after a payment', { creditedAmount: '1250.00', paidAmount: '1250.00' }, 'CREDITED'],
    ['credited in part, not paid', { creditedAmount: '250.00' }, 'OPEN'],
    ['credited in part, not paid, overdue', { creditedAmount: '250.00', today: '2026-04-01' }, 'OVERDUE'],
    ['credited in part, the rest paid', { creditedAmount: '250.00', paidAmount: '1000.00' }, 'PAID'],
    ['an invoice of 0', { payableAmount: '0.00' }, 'PAID'],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(invoiceStatus(invoice(overrides))).toBe(expected);
  });

  it('takes the latest due date of the invoice and its notices', () => {
    const notices = [{ dueDate: '2026-04-14', charge: '37.50' }];
    expect(invoiceStatus(invoice({ today: '2026-04-14', notices }))).toBe('OPEN');
    expect(invoiceStatus(invoice({ today: '2026-04-15', notices }))).toBe('OVERDUE');
    expect(invoiceState(invoice({ notices })).dueDate).toBe('2026-04-14');
  });

  it('owes the reminder fees on top: paying the invoice alone leaves the fees (PARTLY_PAID, then OVERDUE)', () => {
    const notices = [
      { dueDate: '2026-04-14', charge: '37.50' },
      { dueDate: '2026-05-12', charge: '37.50' },
    ];
    const state = invoiceState(invoice({ paidAmount: '1250.00', notices, today: '2026-05-01' }));
    expect(state).toEqual({
      status: 'PARTLY_PAID',
      standing: 'PART_PAID',
      dueDate: '2026-05-12',
      feesAmount: '75.00',
      remainingAmount: '0.00',
      remainingWithFeesAmount: '75.00',
    });
    expect(invoiceStatus(invoice({ paidAmount: '1250.00', notices, today: '2026-05-13' }))).toBe('OVERDUE');
    expect(invoiceStatus(invoice({ paidAmount: '1325.00', notices, today: '2026-05-13' }))).toBe('PAID');
  });

  it('keeps øre exact where floats would not (0.10 + 0.20 paid of 0.30)', () => {
    const state = invoiceState(invoice({ payableAmount: '0.30', paidAmount: sumMoney(['0.10', '0.20']) }));
    expect(state.status).toBe('PAID');
    expect(state.remainingAmount).toBe('0.00');
  });

  it('shows an overpayment as a negative remaining amount', () => {
    expect(invoiceState(invoice({ paidAmount: '1300.00' })).remainingAmount).toBe('-50.00');
  });
});

describe('standing: the part of the status no date enters', () => {
  it.each<[string, Partial<InvoiceStatusInput>, string]>([
    ['nothing paid', {}, 'UNPAID'],
    ['nothing paid, overdue', { today: '2026-04-01' }, 'UNPAID'],
    ['part paid', { paidAmount: '250.00' }, 'PART_PAID'],
    ['part paid, overdue', { paidAmount: '250.00', today: '2026-04-01' }, 'PART_PAID'],
    ['paid in full', { paidAmount: '1250.00' }, 'PAID'],
    ['credited in full', { creditedAmount: '1250.00' }, 'CREDITED'],
    ['credited in part, not paid', { creditedAmount: '250.00' }, 'UNPAID'],
  ])('%s: %s', (_name, overrides, standing) => {
    expect(invoiceState(invoice(overrides)).standing).toBe(standing);
  });

  it('gives the status by the due date only to an owing invoice (statusOfStanding)', () => {
    expect(statusOfStanding('PAID', '2026-03-15', '2026-04-01')).toBe('PAID');
    expect(statusOfStanding('CREDITED', '2026-03-15', '2026-04-01')).toBe('CREDITED');
    expect(statusOfStanding('UNPAID', '2026-03-15', '2026-03-15')).toBe('OPEN');
    expect(statusOfStanding('UNPAID', '2026-03-15', '2026-03-16')).toBe('OVERDUE');
    expect(statusOfStanding('PART_PAID', '2026-03-15', '2026-03-15')).toBe('PARTLY_PAID');
    expect(statusOfStanding('PART_PAID', '2026-03-15', '2026-03-16')).toBe('OVERDUE');
  });
});

describe('payment amount: above 0, at most what is owed with fees', () => {
  const state = { remainingWithFeesAmount: '287.50' };
  it.each<[string, ReturnType<typeof paymentAmountProblem>]>([
    ['100.00', null],
    ['287.50', null],
    ['287.51', { attribute: 'amount', type: 'less_than_or_equal_to', params: { count: '287.50' } }],
    ['0', { attribute: 'amount', type: 'greater_than', params: { count: '0' } }],
    ['-5.00', { attribute: 'amount', type: 'greater_than', params: { count: '0' } }],
  ])('%s → %o', (amount, expected) => expect(paymentAmountProblem(state, amount)).toEqual(expected));
});

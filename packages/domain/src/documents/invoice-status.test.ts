import { describe, expect, it } from 'vitest';
import { invoiceRemainingAmount, invoiceStatus, type InvoiceStanding } from './invoice-status.js';

const invoice = (changes: Partial<InvoiceStanding>): InvoiceStanding => ({
  kind: 'INVOICE',
  payableAmount: '1250.00',
  creditedAmount: '0',
  paidAmount: '0',
  currentDueDate: '2026-11-20',
  ...changes,
});

describe('invoice status is derived from payments, credit notes and the due date', () => {
  it.each([
    ['nothing paid, due in the future', {}, '2026-11-10', 'OPEN'],
    ['the due date itself is not overdue', {}, '2026-11-20', 'OPEN'],
    ['the day after the due date is overdue', {}, '2026-11-21', 'OVERDUE'],
    ['part paid before the due date', { paidAmount: '250.00' }, '2026-11-10', 'PARTLY_PAID'],
    ['part paid after the due date is overdue', { paidAmount: '250.00' }, '2026-11-30', 'OVERDUE'],
    ['paid in full', { paidAmount: '1250.00' }, '2026-11-30', 'PAID'],
    ['part credited, rest paid', { creditedAmount: '250.00', paidAmount: '1000.00' }, '2026-12-30', 'PAID'],
    ['fully credited', { creditedAmount: '1250.00' }, '2026-12-30', 'CREDITED'],
    ['a notice moved the due date', { currentDueDate: '2026-12-05' }, '2026-11-30', 'OPEN'],
    ['an invoice of zero is paid', { payableAmount: '0.00' }, '2026-11-30', 'PAID'],
    [
      'a credit note is a credit note',
      { kind: 'CREDIT_NOTE' as const, payableAmount: '-250.00' },
      '2026-11-30',
      'CREDIT_NOTE',
    ],
  ])('%s', (_name, changes, today, expected) => {
    expect(invoiceStatus(invoice(changes), today)).toBe(expected);
  });

  it('the remaining amount subtracts credit notes and payments exactly', () => {
    expect(invoiceRemainingAmount({ payableAmount: '1250.10', creditedAmount: '0.05', paidAmount: '1000.02' })).toBe(
      '250.03',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { invoiceState } from './invoice-status.js';
import { bankFileFormat, invoicePaymentProblems, paymentDeletionProblem, paymentSource } from './invoice-payments.js';

const TODAY = '2026-03-20';
const invoice = (paid = '0', notices: { dueDate: string; charge: string }[] = []) => ({
  kind: 'INVOICE' as const,
  state: invoiceState({
    payableAmount: '2500.00',
    creditedAmount: '500.00',
    paidAmount: paid,
    dueDate: '2026-03-16',
    notices,
    today: TODAY,
  }),
});
const payment = (amount: string, paymentDate = TODAY, note: string | null = null) => ({ paymentDate, amount, note });

describe('invoicePaymentProblems', () => {
  it('accepts a partial payment and one of exactly what remains (payable − credited − paid)', () => {
    expect(invoicePaymentProblems(payment('100.00'), invoice(), TODAY)).toEqual([]);
    expect(invoicePaymentProblems(payment('1500.00'), invoice('500.00'), TODAY)).toEqual([]);
  });

  it('refuses an overpayment with what remains as count', () => {
    expect(invoicePaymentProblems(payment('1500.01'), invoice('500.00'), TODAY)).toEqual([
      { attribute: 'amount', type: 'less_than_or_equal_to', params: { count: '1500.00' } },
    ]);
  });

  it('lets the payment cover the reminder fees of its notices too', () => {
    const reminded = invoice('0', [{ dueDate: '2026-04-14', charge: '37.50' }]);
    expect(invoicePaymentProblems(payment('2037.50'), reminded, TODAY)).toEqual([]);
    expect(invoicePaymentProblems(payment('2037.51'), reminded, TODAY)).toEqual([
      { attribute: 'amount', type: 'less_than_or_equal_to', params: { count: '2037.50' } },
    ]);
  });

  it('refuses an amount of 0 (as required, like every amount rule) or less, and more decimals than an amount keeps', () => {
    expect(invoicePaymentProblems(payment('0'), invoice(), TODAY)).toEqual([{ attribute: 'amount', type: 'blank' }]);
    expect(invoicePaymentProblems(payment('-5'), invoice(), TODAY)).toEqual([
      { attribute: 'amount', type: 'greater_than', params: { count: '0' } },
    ]);
    expect(invoicePaymentProblems(payment('10.005'), invoice(), TODAY).map((p) => p.type)).toEqual(['invalid']);
  });

  it('refuses a payment date after today, and takes today and earlier days (also before the issue date)', () => {
    expect(invoicePaymentProblems(payment('10', '2026-03-21'), invoice(), TODAY)).toEqual([
      { attribute: 'paymentDate', type: 'date_before_or_equal_to', params: { date: TODAY } },
    ]);
    expect(invoicePaymentProblems(payment('10', '2026-01-01'), invoice(), TODAY)).toEqual([]);
  });

  it('answers every missing field at once', () => {
    const problems = invoicePaymentProblems({ paymentDate: null, amount: null }, invoice(), TODAY);
    expect(problems.map((problem) => `${problem.attribute} ${problem.type}`)).toEqual([
      'paymentDate blank',
      'amount blank',
    ]);
  });

  it('refuses any payment of a credit note', () => {
    expect(invoicePaymentProblems(payment('10'), { ...invoice(), kind: 'CREDIT_NOTE' }, TODAY)).toEqual([
      { attribute: 'base', type: 'credit_note_not_payable' },
    ]);
  });
});

describe('payment source and deletion', () => {
  it('a payment with a bank import is BANK_FILE and cannot be deleted; one typed in is MANUAL and can', () => {
    expect(paymentSource({ bankImportId: 'b1' })).toBe('BANK_FILE');
    expect(paymentSource({ bankImportId: null })).toBe('MANUAL');
    expect(paymentDeletionProblem({ source: 'BANK_FILE' })).toEqual({ attribute: 'base', type: 'imported_payment' });
    expect(paymentDeletionProblem({ source: 'MANUAL' })).toBeNull();
  });
});

describe('bankFileFormat', () => {
  it('tells camt.054 XML from OCR giro records by content, and neither from other text', () => {
    expect(bankFileFormat('\uFEFF<?xml version="1.0"?><Document/>')).toBe('CAMT054');
    expect(bankFileFormat('  \n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"/>')).toBe('CAMT054');
    expect(bankFileFormat('NY000010000080800000001000080800000000000000000000000000000000000000000000000000')).toBe(
      'OCR',
    );
    expect(bankFileFormat('Dato;Beløp;KID')).toBeNull();
    expect(bankFileFormat('')).toBeNull();
  });
});

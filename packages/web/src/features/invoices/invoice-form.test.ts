import { describe, expect, it } from 'vitest';
import {
  createInvoiceInput,
  dueDateFor,
  invoiceFormSchema,
  newInvoiceValues,
  syncedPaymentMethods,
  termFor,
  withDueDate,
  withIssueDate,
  withPaymentTerm,
  type InvoiceFormValues,
} from './invoice-form';

const dates = { issueDate: '2026-03-02', paymentTerm: 14, dueDate: '2026-03-16' };

describe('payment term and due date are kept in step', () => {
  it('a term gives the due date that many calendar days after issue, across a month end', () => {
    expect(dueDateFor('2026-02-20', 14)).toBe('2026-03-06');
    expect(withPaymentTerm(dates, 30)).toEqual({ ...dates, paymentTerm: 30, dueDate: '2026-04-01' });
  });

  it('a due date gives the term in days', () => {
    expect(termFor('2026-03-02', '2026-03-12')).toBe(10);
    expect(withDueDate(dates, '2026-03-31')).toEqual({ ...dates, paymentTerm: 29, dueDate: '2026-03-31' });
  });

  it('a new issue date keeps the term and moves the due date', () => {
    expect(withIssueDate(dates, '2026-03-10')).toEqual({
      issueDate: '2026-03-10',
      paymentTerm: 14,
      dueDate: '2026-03-24',
    });
  });

  it('a term that cannot give a date (empty, negative) leaves the due date as it was', () => {
    expect(withPaymentTerm(dates, null).dueDate).toBe('2026-03-16');
    expect(withPaymentTerm(dates, -3).dueDate).toBe('2026-03-16');
    expect(withDueDate({ ...dates, issueDate: null }, '2026-04-01').paymentTerm).toBe(14);
  });
});

describe('payment methods follow the amount to pay', () => {
  it('a single method takes the whole payable amount the server will use', () => {
    expect(syncedPaymentMethods([{ name: 'Bankoverføring', amount: '26.00' }], '25.00')).toEqual([
      { name: 'Bankoverføring', amount: '25.00' },
    ]);
  });

  it('a split over several methods is the user’s and stays', () => {
    const split = [
      { name: 'Bankoverføring', amount: '20.00' },
      { name: 'Kontant', amount: '5.00' },
    ];
    expect(syncedPaymentMethods(split, '30.00')).toEqual(split);
  });
});

describe('the invoice form', () => {
  const valid: InvoiceFormValues = {
    ...newInvoiceValues('2026-03-02', 'Bank transfer'),
    customerId: 'c1',
    orderIds: ['o1'],
    paymentTerm: 14,
    dueDate: '2026-03-16',
    paymentMethods: [{ name: 'Bank transfer', amount: '2500.00' }],
  };
  const failingPaths = (values: InvoiceFormValues) => {
    const result = invoiceFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('accepts a complete invoice and sends it as the server takes it', () => {
    expect(failingPaths(valid)).toEqual([]);
    expect(createInvoiceInput({ ...valid, customNote: '  ' })).toEqual({
      orderIds: ['o1'],
      issueDate: '2026-03-02',
      dueDate: '2026-03-16',
      paymentMethods: [{ name: 'Bank transfer', amount: '2500.00' }],
      customNote: null,
      exchangeRate: null,
      attachmentIds: [],
    });
  });

  it('asks for an exchange rate when the orders are in another currency than NOK, and sends it only then', () => {
    const eur = { ...valid, currencyCode: 'EUR' };
    expect(failingPaths(eur)).toEqual(['exchangeRate']);
    expect(failingPaths({ ...eur, exchangeRate: '0' })).toEqual(['exchangeRate']);
    expect(failingPaths({ ...eur, exchangeRate: '11.4535' })).toEqual([]);
    expect(createInvoiceInput({ ...eur, exchangeRate: '11.4535' }).exchangeRate).toBe('11.4535');
    expect(failingPaths({ ...valid, currencyCode: 'NOK' })).toEqual([]);
    expect(createInvoiceInput({ ...valid, currencyCode: 'NOK', exchangeRate: '11.4535' }).exchangeRate).toBeNull();
  });

  it('sends the uploaded attachments by id, without the ones removed again', () => {
    const file = { fileName: 'vilkår.pdf', url: '/files/x', contentType: 'application/pdf', size: 1200 };
    const attachments = [
      { ...file, signedBlobId: 'f1' },
      { ...file, signedBlobId: 'f2', _destroy: true },
      { ...file, signedBlobId: 'f3' },
    ];
    expect(createInvoiceInput({ ...valid, attachments }).attachmentIds).toEqual(['f1', 'f3']);
  });

  it('refuses no orders, a due date before issue and a payment method without amount, on their fields', () => {
    expect(
      failingPaths({
        ...valid,
        orderIds: [],
        dueDate: '2026-03-01',
        paymentMethods: [{ name: 'Bank transfer', amount: null }],
      }),
    ).toEqual(['orderIds', 'dueDate', 'paymentMethods.0.amount']);
  });
});

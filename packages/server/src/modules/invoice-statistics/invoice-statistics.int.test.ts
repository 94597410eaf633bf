import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { creditInvoice, issueInvoice, ledgerUnit, payInvoice, type Ledger } from '../../test/invoice-ledger-fixture.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import type { TestApp } from '../../test/app.js';

const STATISTICS = `query ($from: Date!, $to: Date!, $fields: [InvoiceStatisticsField!]!, $interval: StatisticsInterval!) {
  generalInvoiceStatistics(from: $from, to: $to, fields: $fields, interval: $interval) {
    from to interval currencyCode currencyCodes
    buckets { start from to invoicedAmount invoiceCount paidAmount creditedAmount }
    invoicedAmount invoiceCount paidAmount creditedAmount outstandingAmount overdueAmount
    topCustomers { customer { name } invoicedAmount invoiceCount }
  } }`;

const ALL_FIELDS = ['INVOICED', 'INVOICE_COUNT', 'PAID', 'CREDITED', 'OUTSTANDING', 'OVERDUE', 'TOP_CUSTOMERS'];

const statistics = async (t: TestApp, ledger: Ledger, variables: Record<string, unknown>) =>
  (await gqlOk(t, ledger.who, STATISTICS, { fields: ALL_FIELDS, ...variables })).generalInvoiceStatistics;

/**
 * January to April 2026 (every due date long past today, 2026-11 or later):
 * 1 Fjellvang 2026-01-31 1250.00, paid in full 2026-02-15;
 * 2 Fjellvang 2026-02-01 2500.00, 1000.00 paid 2026-03-01, 250.00 credited 2026-03-10;
 * 3 Nordlys 2026-03-31 500.00, 100.00 paid 2026-05-05 (after the period);
 * 4 Nordlys 2026-04-01 1000.00, unpaid;
 * 5 Fjellvang 2026-05-02 125.00, after the period.
 */
async function janToApril(t: TestApp): Promise<Ledger> {
  const ledger = await ledgerUnit(t);
  const { fjellvang, nordlys } = ledger.customers;
  const first = await issueInvoice(t, ledger, fjellvang, '2026-01-31', [{ net: '1000', vat: 'STANDARD' }]);
  const second = await issueInvoice(t, ledger, fjellvang, '2026-02-01', [{ net: '2000', vat: 'STANDARD' }]);
  const third = await issueInvoice(t, ledger, nordlys, '2026-03-31', [{ net: '400', vat: 'STANDARD' }]);
  await issueInvoice(t, ledger, nordlys, '2026-04-01', [{ net: '800', vat: 'STANDARD' }]);
  await issueInvoice(t, ledger, fjellvang, '2026-05-02', [{ net: '100', vat: 'STANDARD' }]);
  await payInvoice(t, ledger, first.id, '2026-02-15', '1250.00');
  await payInvoice(t, ledger, second.id, '2026-03-01', '1000.00');
  await creditInvoice(t, ledger, second.id, '2026-03-10', '200');
  await payInvoice(t, ledger, third.id, '2026-05-05', '100.00');
  return ledger;
}

describe.each(TEST_DATABASES)('general invoice statistics (%s)', (database) => {
  const t = useTestApp(database);

  it('sums invoiced (less credit notes), count, paid and credited per calendar month, outstanding on `to`, overdue today and the top customers; another unit never counts', async () => {
    const ledger = await janToApril(t);
    // Another unit's invoice and payment in the same months must change nothing above.
    const other = await ledgerUnit(t);
    const foreign = await issueInvoice(t, other, other.customers.fjellvang, '2026-03-15', [
      { net: '9000', vat: 'STANDARD' },
    ]);
    await payInvoice(t, other, foreign.id, '2026-03-16', '500.00');

    const answer = await statistics(t, ledger, { from: '2026-01-01', to: '2026-04-30', interval: 'MONTHLY' });
    expect(answer).toEqual({
      from: '2026-01-01',
      to: '2026-04-30',
      interval: 'MONTHLY',
      currencyCode: 'NOK',
      currencyCodes: ['NOK'],
      buckets: [
        {
          start: '2026-01-01',
          from: '2026-01-01',
          to: '2026-01-31',
          invoicedAmount: '1250.00',
          invoiceCount: 1,
          paidAmount: '0.00',
          creditedAmount: '0.00',
        },
        {
          start: '2026-02-01',
          from: '2026-02-01',
          to: '2026-02-28',
          invoicedAmount: '2500.00',
          invoiceCount: 1,
          paidAmount: '1250.00',
          creditedAmount: '0.00',
        },
        {
          start: '2026-03-01',
          from: '2026-03-01',
          to: '2026-03-31',
          invoicedAmount: '250.00',
          invoiceCount: 1,
          paidAmount: '1000.00',
          creditedAmount: '250.00',
        },
        {
          start: '2026-04-01',
          from: '2026-04-01',
          to: '2026-04-30',
          invoicedAmount: '1000.00',
          invoiceCount: 1,
          paidAmount: '0.00',
          creditedAmount: '0.00',
        },
      ],
      invoicedAmount: '5000.00',
      invoiceCount: 4,
      paidAmount: '2250.00',
      creditedAmount: '250.00',
      // On 2026-04-30: 2500 − 250 − 1000 of the second, all 500 of the third (its payment came later), 1000.
      outstandingAmount: '2750.00',
      // Today: 1250 of the second, 400 of the third, 1000 of the fourth; the fifth is after `to`.
      overdueAmount: '2650.00',
      topCustomers: [
        { customer: { name: 'Fjellvang Bygg AS' }, invoicedAmount: '3500.00', invoiceCount: 2 },
        { customer: { name: 'Nordlys Elektro AS' }, invoicedAmount: '1500.00', invoiceCount: 2 },
      ],
    });
  });

  it('puts a Sunday in the week of the Monday before (Oslo calendar dates), lists empty buckets, and answers null for what was not asked', async () => {
    const ledger = await janToApril(t);
    // Saturday 2026-01-31 and Sunday 2026-02-01 are in the week from Monday 2026-01-26.
    const weekly = await statistics(t, ledger, {
      from: '2026-01-27',
      to: '2026-02-08',
      interval: 'WEEKLY',
      fields: ['INVOICED', 'INVOICE_COUNT'],
    });
    expect(weekly.buckets).toEqual([
      {
        start: '2026-01-26',
        from: '2026-01-27',
        to: '2026-02-01',
        invoicedAmount: '3750.00',
        invoiceCount: 2,
        paidAmount: null,
        creditedAmount: null,
      },
      {
        start: '2026-02-02',
        from: '2026-02-02',
        to: '2026-02-08',
        invoicedAmount: '0.00',
        invoiceCount: 0,
        paidAmount: null,
        creditedAmount: null,
      },
    ]);
    expect([weekly.paidAmount, weekly.outstandingAmount, weekly.overdueAmount, weekly.topCustomers]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const daily = await statistics(t, ledger, { from: '2026-01-31', to: '2026-02-01', interval: 'DAILY' });
    expect(daily.buckets.map((bucket: { invoicedAmount: string }) => bucket.invoicedAmount)).toEqual([
      '1250.00',
      '2500.00',
    ]);
    const yearly = await statistics(t, ledger, { from: '2025-12-01', to: '2026-12-31', interval: 'YEARLY' });
    expect(yearly.buckets.map((bucket: { start: string; invoicedAmount: string }) => bucket.invoicedAmount)).toEqual([
      '0.00',
      '5125.00',
    ]);
    // Outstanding at the end of the year: the third's later payment counts now, and the fifth is in.
    expect(yearly.outstandingAmount).toBe('2775.00');
  });

  it('refuses a period ending before it starts and more buckets than a chart shows', async () => {
    const ledger = await ledgerUnit(t);
    const variables = { fields: ['INVOICED'], interval: 'DAILY' };
    expect(
      await gqlValidations(t, ledger.who, STATISTICS, { ...variables, from: '2026-03-02', to: '2026-03-01' }),
    ).toEqual([{ model: 'invoiceStatistics', attribute: 'to', type: 'date_after_or_equal_to' }]);
    expect(
      await gqlValidations(t, ledger.who, STATISTICS, { ...variables, from: '2020-01-01', to: '2026-03-01' }),
    ).toEqual([{ model: 'invoiceStatistics', attribute: 'interval', type: 'less_than_or_equal_to' }]);
  });
});

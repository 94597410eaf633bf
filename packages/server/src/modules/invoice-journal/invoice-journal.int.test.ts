import { describe, expect, it } from 'vitest';
import { voucherBalances, type JournalLine } from '@fjord/domain';
import { useTestApp, type TestApp } from '../../test/app.js';
import { INVOICE_SETTING } from '../../test/sweep-fixtures/invoices.js';
import { gqlOk } from '../../test/sweeps.js';
import { TEST_DATABASES } from '../../test/database.js';
import type { Fixture } from '../../test/fixtures.js';
import {
  creditInvoice,
  issueInvoice,
  ledgerUnit,
  noticeInvoice,
  payInvoice,
  type Ledger,
} from '../../test/invoice-ledger-fixture.js';

/** GET /exports/invoice-journal as the web app asks for it: the session's bearer token and the unit. */
const exportJournal = (t: TestApp, who: Fixture | null, query: string, language = 'nb') =>
  fetch(`${t.url}/exports/invoice-journal?${query}`, {
    headers: {
      'accept-language': language,
      ...(who ? { authorization: `Bearer ${who.token}`, 'x-unit-id': who.unitId } : {}),
    },
  });

const journalOf = async (t: TestApp, ledger: Ledger, from: string, to: string): Promise<JournalLine[]> => {
  const response = await exportJournal(t, ledger.who, `from=${from}&to=${to}&format=json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { lines: JournalLine[] }).lines;
};

/**
 * March 2026: invoice 10001 to Fjellvang (customer 10000) of 1000 at 25 %, 200 food at 15 %, 500
 * exempt = 1980.00; invoice 10002 to Nordlys (10001) of 400 at 25 % = 500.00; credit note 10003 of
 * 100 at 25 % on it; a notice on 10002 with fee 37.50 and interest 1.23; 1000.00 paid on 10001 on
 * 03-25 and 980.00 on 04-02; invoice 10004 in April.
 */
async function march(t: TestApp): Promise<Ledger> {
  const ledger = await ledgerUnit(t);
  const { fjellvang, nordlys } = ledger.customers;
  const first = await issueInvoice(t, ledger, fjellvang, '2026-03-02', [
    { net: '1000', vat: 'STANDARD' },
    { net: '200', vat: 'REDUCED' },
    { net: '500', vat: 'EXEMPT' },
  ]);
  const second = await issueInvoice(t, ledger, nordlys, '2026-03-05', [{ net: '400', vat: 'STANDARD' }]);
  await creditInvoice(t, ledger, second.id, '2026-03-20', '100');
  await issueInvoice(t, ledger, fjellvang, '2026-04-03', [{ net: '100', vat: 'STANDARD' }]);
  await noticeInvoice(t, ledger, second.id, {
    sequence: 1,
    issueDate: '2026-03-25',
    charge: '37.50',
    interestAmount: '1.23',
  });
  await payInvoice(t, ledger, first.id, '2026-03-25', '1000.00');
  await payInvoice(t, ledger, first.id, '2026-04-02', '980.00');
  return ledger;
}

const brief = (lines: JournalLine[]) =>
  lines.map((line) => [line.voucher, line.account, line.debit, line.credit, line.vatCode, line.customerNumber]);

describe.each(TEST_DATABASES)('invoice journal export (%s)', (database) => {
  const t = useTestApp(database);

  it('books the period’s invoices, credit notes, reminder fees and payments in balanced vouchers with SAF-T VAT codes; another unit’s never', async () => {
    const ledger = await march(t);
    const other = await ledgerUnit(t);
    await issueInvoice(t, other, other.customers.fjellvang, '2026-03-10', [{ net: '9000', vat: 'STANDARD' }]);

    const lines = await journalOf(t, ledger, '2026-03-01', '2026-03-31');
    expect(brief(lines)).toEqual([
      ['10001', '1500', '1980.00', '0.00', null, '10000'],
      ['10001', '3000', '0.00', '1000.00', '3', '10000'],
      ['10001', '2700', '0.00', '250.00', '3', '10000'],
      ['10001', '3000', '0.00', '200.00', '31', '10000'],
      ['10001', '2700', '0.00', '30.00', '31', '10000'],
      ['10001', '3200', '0.00', '500.00', '6', '10000'],
      ['10002', '1500', '500.00', '0.00', null, '10001'],
      ['10002', '3000', '0.00', '400.00', '3', '10001'],
      ['10002', '2700', '0.00', '100.00', '3', '10001'],
      ['10003', '1500', '0.00', '125.00', null, '10001'],
      ['10003', '3000', '100.00', '0.00', '3', '10001'],
      ['10003', '2700', '25.00', '0.00', '3', '10001'],
      ['10002-P1', '1500', '38.73', '0.00', null, '10001'],
      ['10002-P1', '3900', '0.00', '37.50', null, '10001'],
      ['10002-P1', '8050', '0.00', '1.23', null, '10001'],
      ['10001-I1', '1920', '1000.00', '0.00', null, '10000'],
      ['10001-I1', '1500', '0.00', '1000.00', null, '10000'],
    ]);
    // Debits equal credits in every voucher.
    expect([...voucherBalances(lines).values()].every((balance) => balance === '0.00')).toBe(true);
    expect(lines[9]).toMatchObject({
      date: '2026-03-20',
      voucherType: 'CREDIT_NOTE',
      text: 'Kreditnota 10003 for faktura 10002 Nordlys Elektro AS',
      currencyCode: 'NOK',
    });
    expect(lines.find((line) => line.voucherType === 'OVERDUE_NOTICE')).toMatchObject({
      date: '2026-03-25',
      text: 'Purring 1 på faktura 10002 Nordlys Elektro AS',
    });

    // A payment keeps its number among all its invoice's payments, whatever the period.
    const april = await journalOf(t, ledger, '2026-04-01', '2026-04-30');
    expect(april.map((line) => line.voucher)).toEqual(['10001-I2', '10001-I2', '10004', '10004', '10004']);
    expect(april[0]).toMatchObject({ date: '2026-04-02', account: '1920', debit: '980.00' });
  });

  it('books on the accounts of the unit’s invoice settings once it saved its own; a unit without books on NS 4102', async () => {
    const own = await march(t);
    const accounts = {
      receivables: '15100',
      bank: '19201',
      outputVat: '2701',
      rounding: '7741',
      reminderFee: '3901',
      interestIncome: '80501',
      revenueVatLiable: '300001',
      revenueZeroRated: '3101',
      revenueOutsideVat: '3201',
    };
    await gqlOk(
      t,
      own.who,
      'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
      { input: { ...INVOICE_SETTING, journalAccounts: accounts } },
    );
    const standard = await ledgerUnit(t);
    await issueInvoice(t, standard, standard.customers.fjellvang, '2026-03-10', [
      { net: '1000', vat: 'STANDARD' },
      { net: '500', vat: 'EXEMPT' },
    ]);

    // Saved after the documents were issued: the export books on the accounts saved when it runs.
    const lines = await journalOf(t, own, '2026-03-01', '2026-03-31');
    expect(brief(lines)).toEqual([
      ['10001', '15100', '1980.00', '0.00', null, '10000'],
      ['10001', '300001', '0.00', '1000.00', '3', '10000'],
      ['10001', '2701', '0.00', '250.00', '3', '10000'],
      ['10001', '300001', '0.00', '200.00', '31', '10000'],
      ['10001', '2701', '0.00', '30.00', '31', '10000'],
      ['10001', '3201', '0.00', '500.00', '6', '10000'],
      ['10002', '15100', '500.00', '0.00', null, '10001'],
      ['10002', '300001', '0.00', '400.00', '3', '10001'],
      ['10002', '2701', '0.00', '100.00', '3', '10001'],
      ['10003', '15100', '0.00', '125.00', null, '10001'],
      ['10003', '300001', '100.00', '0.00', '3', '10001'],
      ['10003', '2701', '25.00', '0.00', '3', '10001'],
      ['10002-P1', '15100', '38.73', '0.00', null, '10001'],
      ['10002-P1', '3901', '0.00', '37.50', null, '10001'],
      ['10002-P1', '80501', '0.00', '1.23', null, '10001'],
      ['10001-I1', '19201', '1000.00', '0.00', null, '10000'],
      ['10001-I1', '15100', '0.00', '1000.00', null, '10000'],
    ]);
    expect([...voucherBalances(lines).values()].every((balance) => balance === '0.00')).toBe(true);

    expect(brief(await journalOf(t, standard, '2026-03-01', '2026-03-31'))).toEqual([
      ['10001', '1500', '1750.00', '0.00', null, '10000'],
      ['10001', '3000', '0.00', '1000.00', '3', '10000'],
      ['10001', '2700', '0.00', '250.00', '3', '10000'],
      ['10001', '3200', '0.00', '500.00', '6', '10000'],
    ]);
  });

  it('downloads CSV with a header, ; separators and texts in the request’s language', async () => {
    const ledger = await march(t);
    const response = await exportJournal(t, ledger.who, 'from=2026-03-01&to=2026-03-05', 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="invoice-journal-2026-03-01-2026-03-05.csv"',
    );
    const rows = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('date;voucher;voucherType;account;debit;credit;vatCode;customerNumber;text;currencyCode');
    expect(rows[1]).toBe('2026-03-02;10001;INVOICE;1500;1980.00;0.00;;10000;Invoice 10001 Fjellvang Bygg AS;NOK');
    expect(rows).toHaveLength(1 + 9 + 1); // header, the two invoices' lines, the final line break
  });

  it('refuses a missing or reversed period, a period over 366 days, an unknown format and a request without a session', async () => {
    const ledger = await ledgerUnit(t);
    const refused = async (query: string) => {
      const response = await exportJournal(t, ledger.who, query);
      return [response.status, ((await response.json()) as { error: string; parameter?: string }).parameter];
    };
    expect(await refused('to=2026-03-31')).toEqual([400, 'from']);
    expect(await refused('from=2026-03-31&to=2026-03-01')).toEqual([400, 'to']);
    expect(await refused('from=2025-01-01&to=2026-01-02')).toEqual([400, 'to']);
    expect(await refused('from=2026-03-01&to=2026-03-31&format=xml')).toEqual([400, 'format']);
    expect((await exportJournal(t, ledger.who, 'from=2024-01-01&to=2024-12-31')).status).toBe(200);
    expect((await exportJournal(t, null, 'from=2026-03-01&to=2026-03-31')).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { maxOverdueNoticeCharge, osloDate } from '@fjord/domain';
import { issueNumber, numberSeriesStarted } from '../number-series/service.js';
import { seriesStartOf } from './invoice-setting.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(t: TestApp, who: Fixture, kind: 'logo' | 'product_image', name = 'logo.png') {
  const response = await fetch(`${t.url}/files?kind=${kind}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-unit-id': who.unitId,
      'content-type': 'image/png',
      'x-file-name': encodeURIComponent(name),
    },
    body: PNG,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { signedBlobId: string }).signedBlobId;
}

const INVOICE_FIELDS = `bban iban swift currencyCode customNote customerCountry customerCreditDays
  defaultProductUnitOfMeasureCode displaySettings { showCar showProject showDepartment showOrderedQuantity
  showLineTaxAmount showTaxAmount showLineAllowance showLineCharge showInvoiceAllowance showInvoiceCharge }
  exports invoiceEmailCopy journalAccounts { receivables bank outputVat rounding reminderFee interestIncome
  revenueVatLiable revenueZeroRated revenueOutsideVat } usesKid kidLength kidModDigit legalNotes overdueNoticeCharge usesOverdueNotices
  paymentMethods productGroups startingInvoiceNumber startingOrderNumber supplierPartyReferenceSetting
  taxInclusiveAmountRounding savedAt savedBy { id name }`;
const READ_INVOICE = `query { unitInvoiceSetting { ${INVOICE_FIELDS} } }`;
const SAVE_INVOICE = `mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { ${INVOICE_FIELDS} } }`;

const SETTING_FIELDS = `companyNameOption logo { signedBlobId fileName url } oldLogos { signedBlobId fileName }
  savedAt savedBy { id name }`;
const READ_SETTING = `query { unitSetting { ${SETTING_FIELDS} } }`;
const SAVE_SETTING = `mutation ($input: SaveUnitSettingInput!) { saveUnitSetting(input: $input) { ${SETTING_FIELDS} } }`;

const UNIT_FIELDS = `id name unofficialName organizationNumber address zip city countryCode mobile phone website email
  locale openedDate closedDate vatRegulation`;
const READ_UNIT = `query { currentUnit { ${UNIT_FIELDS} } }`;
const UPDATE_UNIT = `mutation ($input: UpdateCurrentUnitInput!) { updateCurrentUnit(input: $input) { ${UNIT_FIELDS} } }`;

/** A complete, valid invoice setting (Fjordhandel's DNB account). */
const VALID = {
  bban: '1503.27.14452',
  iban: 'NO58 1503 2714 452',
  swift: 'dnbanokk',
  currencyCode: 'NOK',
  customNote: 'Takk for handelen!',
  customerCountry: 'NO',
  customerCreditDays: 14,
  defaultProductUnitOfMeasureCode: 'EA',
  displaySettings: { showProject: true, showLineAllowance: true },
  exports: false,
  invoiceEmailCopy: ['regnskap@fjordhandel.no', 'daglig.leder@fjordhandel.no'],
  usesKid: true,
  kidLength: 9,
  kidModDigit: 'MOD10',
  legalNotes: ['Ved for sen betaling beregnes forsinkelsesrente.'],
  overdueNoticeCharge: '35.00',
  usesOverdueNotices: true,
  paymentMethods: true,
  productGroups: false,
  startingInvoiceNumber: '10001',
  startingOrderNumber: 'O-20001',
  supplierPartyReferenceSetting: 'FIRST_NAME',
  taxInclusiveAmountRounding: 'NEAREST',
};

/** NS 4102, the accounts of a unit that saved none. */
const DEFAULT_ACCOUNTS = {
  receivables: '1500',
  bank: '1920',
  outputVat: '2700',
  rounding: '7740',
  reminderFee: '3900',
  interestIncome: '8050',
  revenueVatLiable: '3000',
  revenueZeroRated: '3100',
  revenueOutsideVat: '3200',
};

/** A unit's own accounts: sub-accounts of 5 and 6 digits. */
const OWN_ACCOUNTS = {
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

const VALID_UNIT = {
  name: 'Fjordhandel AS',
  unofficialName: 'Fjordhandel',
  address: 'Strandgata 12',
  zip: '5013',
  city: 'Bergen',
  countryCode: 'NO',
  mobile: '+47 915 00 000',
  phone: '55 00 00 00',
  website: 'www.fjordhandel.no',
  email: 'post@fjordhandel.no',
  locale: 'nb',
  openedDate: '2015-03-01',
  closedDate: null,
  vatRegulation: 'VAT_REGISTERED',
};

describe.each(TEST_DATABASES)('company settings (%s)', (kind) => {
  const t = useTestApp(kind);

  const count = (unitId: string, table: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    });
  const readInvoice = async (who: Fixture) => (await gqlOk(t, who, READ_INVOICE)).unitInvoiceSetting;
  const saveInvoice = (who: Fixture, input: Record<string, unknown>) => gqlOk(t, who, SAVE_INVOICE, { input });

  describe('unit invoice setting', () => {
    it('answers the defaults when the unit has saved nothing, to any member (sales reads it)', async () => {
      const owner = await userWithUnit(t);
      const seller = await userWithUnit(t, { role: 'sales' });
      await addMember(t, seller.userId, owner.unitId, 'sales');
      const result = await gql(t, READ_INVOICE, {}, { token: seller.token, unitId: owner.unitId });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.unitInvoiceSetting).toMatchObject({
        currencyCode: 'NOK',
        customerCountry: 'NO',
        customerCreditDays: 14,
        defaultProductUnitOfMeasureCode: 'EA',
        kidModDigit: 'MOD10',
        usesKid: false,
        kidLength: null,
        invoiceEmailCopy: [],
        legalNotes: [],
        startingInvoiceNumber: '1',
        startingOrderNumber: '1',
        supplierPartyReferenceSetting: 'FULL_NAME',
        taxInclusiveAmountRounding: 'DISABLED',
        savedAt: null,
        savedBy: null,
        displaySettings: { showTaxAmount: true, showCar: false },
        journalAccounts: DEFAULT_ACCOUNTS,
      });
      expect(await count(owner.unitId, 'unit_invoice_settings')).toBe(0);
    });

    it('saves the whole setting normalised, reads it back with savedBy, and writes an audit row', async () => {
      const me = await userWithUnit(t);
      const saved = (await saveInvoice(me, VALID)).saveUnitInvoiceSetting;
      expect(saved).toMatchObject({
        journalAccounts: DEFAULT_ACCOUNTS,
        bban: '15032714452',
        iban: 'NO5815032714452',
        swift: 'DNBANOKK',
        kidLength: 9,
        overdueNoticeCharge: '35.00',
        startingOrderNumber: 'O-20001',
        taxInclusiveAmountRounding: 'NEAREST',
        savedBy: { id: me.userId, name: 'Kari Nordmann' },
        displaySettings: { showProject: true, showLineAllowance: true, showTaxAmount: true, showCar: false },
      });
      expect(saved.savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await readInvoice(me)).toEqual(saved);
      // A second save updates the one row of the unit.
      await saveInvoice(me, { ...VALID, customerCreditDays: 30 });
      expect((await readInvoice(me)).customerCreditDays).toBe(30);
      expect(await count(me.unitId, 'unit_invoice_settings')).toBe(1);
      expect(await count(me.unitId, "audit_events where entity = 'unitInvoiceSetting'")).toBe(2);
    });

    it('keeps settings per unit: another unit still reads its defaults', async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      await saveInvoice(me, VALID);
      expect((await readInvoice(other)).bban).toBeNull();
    });

    /** Each field rule: VALIDATION {model, attribute, type} and nothing saved. */
    const RULES: [string, Record<string, unknown>, { attribute: string; type: string }[]][] = [
      [
        'a BBAN with a wrong MOD11 check digit',
        { bban: '1503.27.14453' },
        [{ attribute: 'bban', type: 'checksum_invalid' }],
      ],
      [
        'a BBAN of the wrong length',
        { bban: '1503271445', iban: null },
        [{ attribute: 'bban', type: 'checksum_invalid' }],
      ],
      ['an IBAN failing mod 97', { iban: 'NO59 1503 2714 452' }, [{ attribute: 'iban', type: 'checksum_invalid' }]],
      [
        'a Norwegian IBAN of another account than the BBAN',
        { iban: 'NO2615032223335' },
        [{ attribute: 'iban', type: 'iban_mismatch' }],
      ],
      ['a malformed SWIFT code', { swift: 'DNB1NOKK' }, [{ attribute: 'swift', type: 'invalid' }]],
      ['an unknown currency', { currencyCode: 'XKR' }, [{ attribute: 'currencyCode', type: 'invalid' }]],
      ['a blank currency', { currencyCode: ' ' }, [{ attribute: 'currencyCode', type: 'blank' }]],
      ['an unknown customer country', { customerCountry: 'XQ' }, [{ attribute: 'customerCountry', type: 'invalid' }]],
      ['missing credit days', { customerCreditDays: null }, [{ attribute: 'customerCreditDays', type: 'blank' }]],
      [
        'negative credit days',
        { customerCreditDays: -1 },
        [{ attribute: 'customerCreditDays', type: 'not_an_integer' }],
      ],
      [
        'more than 365 credit days',
        { customerCreditDays: 366 },
        [{ attribute: 'customerCreditDays', type: 'less_than_or_equal_to' }],
      ],
      [
        'an unknown unit of measure',
        { defaultProductUnitOfMeasureCode: 'BOX' },
        [{ attribute: 'defaultProductUnitOfMeasureCode', type: 'inclusion' }],
      ],
      [
        'more than 10 e-mail copies',
        { invoiceEmailCopy: Array.from({ length: 11 }, (_, i) => `kopi${i}@fjordhandel.no`) },
        [{ attribute: 'invoiceEmailCopy', type: 'too_long' }],
      ],
      [
        'an empty e-mail copy',
        { invoiceEmailCopy: ['regnskap@fjordhandel.no', ' '] },
        [{ attribute: 'invoiceEmailCopy', type: 'blank' }],
      ],
      [
        'an e-mail copy that is not an address',
        { invoiceEmailCopy: ['regnskap(at)fjordhandel.no'] },
        [{ attribute: 'invoiceEmailCopy', type: 'invalid' }],
      ],
      ['KID on without a length', { usesKid: true, kidLength: null }, [{ attribute: 'kidLength', type: 'blank' }]],
      ['a KID length below 2', { kidLength: 1 }, [{ attribute: 'kidLength', type: 'greater_than_or_equal_to' }]],
      ['a KID length above 24', { kidLength: 25 }, [{ attribute: 'kidLength', type: 'less_than_or_equal_to' }]],
      ['an empty legal note', { legalNotes: ['Merknad', ''] }, [{ attribute: 'legalNotes', type: 'blank' }]],
      [
        'a negative overdue notice charge',
        { overdueNoticeCharge: '-35.00' },
        [{ attribute: 'overdueNoticeCharge', type: 'greater_than_or_equal_to' }],
      ],
      [
        'an invoice start number not ending in digits',
        { startingInvoiceNumber: 'F-' },
        [{ attribute: 'startingInvoiceNumber', type: 'invalid' }],
      ],
      [
        'an order start number with a space',
        { startingOrderNumber: 'O 1000' },
        [{ attribute: 'startingOrderNumber', type: 'invalid' }],
      ],
      [
        'a blank invoice start number',
        { startingInvoiceNumber: '' },
        [{ attribute: 'startingInvoiceNumber', type: 'blank' }],
      ],
      [
        'a blank journal account',
        { journalAccounts: { ...OWN_ACCOUNTS, receivables: ' ' } },
        [{ attribute: 'journalAccounts.receivables', type: 'blank' }],
      ],
      [
        'a journal account with a letter',
        { journalAccounts: { ...OWN_ACCOUNTS, bank: '192O' } },
        [{ attribute: 'journalAccounts.bank', type: 'invalid' }],
      ],
      [
        'a journal account of 3 digits',
        { journalAccounts: { ...OWN_ACCOUNTS, outputVat: '270' } },
        [{ attribute: 'journalAccounts.outputVat', type: 'invalid' }],
      ],
      [
        'a journal account of 7 digits',
        { journalAccounts: { ...OWN_ACCOUNTS, revenueOutsideVat: '3200001' } },
        [{ attribute: 'journalAccounts.revenueOutsideVat', type: 'invalid' }],
      ],
    ];

    it.each(RULES)('refuses %s and saves nothing', async (_name, change, expected) => {
      const me = await userWithUnit(t);
      expect(await gqlValidations(t, me, SAVE_INVOICE, { input: { ...VALID, ...change } })).toEqual(
        expected.map((problem) => ({ model: 'unitInvoiceSetting', ...problem })),
      );
      expect(await count(me.unitId, 'unit_invoice_settings')).toBe(0);
    });

    it('refuses an overdue notice charge above the legal maximum of today, naming the maximum', async () => {
      const me = await userWithUnit(t);
      const max = maxOverdueNoticeCharge(osloDate(t.clock.now()));
      const over = `${max.slice(0, -1)}${Number(max.at(-1)) + 1}`;
      const result = await gql(t, SAVE_INVOICE, { input: { ...VALID, overdueNoticeCharge: over } }, me);
      expect(errorCode(result)).toBe('VALIDATION');
      expect(result.body.errors![0]!.extensions!.validations).toEqual([
        {
          model: 'unitInvoiceSetting',
          attribute: 'overdueNoticeCharge',
          type: 'less_than_or_equal_to',
          params: { count: max },
        },
      ]);
      expect(await count(me.unitId, 'unit_invoice_settings')).toBe(0);
      expect(
        (await saveInvoice(me, { ...VALID, overdueNoticeCharge: max })).saveUnitInvoiceSetting.overdueNoticeCharge,
      ).toBe(max);
    });

    it('answers every problem at once and leaves a saved setting unchanged', async () => {
      const me = await userWithUnit(t);
      await saveInvoice(me, VALID);
      const before = await readInvoice(me);
      expect(
        await gqlValidations(t, me, SAVE_INVOICE, {
          input: { ...VALID, bban: '12345678904', swift: 'X', invoiceEmailCopy: [''], kidLength: null },
        }),
      ).toEqual([
        { model: 'unitInvoiceSetting', attribute: 'bban', type: 'checksum_invalid' },
        { model: 'unitInvoiceSetting', attribute: 'swift', type: 'invalid' },
        { model: 'unitInvoiceSetting', attribute: 'invoiceEmailCopy', type: 'blank' },
        { model: 'unitInvoiceSetting', attribute: 'kidLength', type: 'blank' },
      ]);
      expect(await readInvoice(me)).toEqual(before);
    });

    it('saves the journal accounts trimmed, keeps them when a save leaves them out, and audits them', async () => {
      const me = await userWithUnit(t);
      const padded = { ...OWN_ACCOUNTS, receivables: ' 15100 ' };
      const saved = (await saveInvoice(me, { ...VALID, journalAccounts: padded })).saveUnitInvoiceSetting;
      expect(saved.journalAccounts).toEqual(OWN_ACCOUNTS);
      expect((await readInvoice(me)).journalAccounts).toEqual(OWN_ACCOUNTS);

      // Left out or null: the saved accounts stay while the rest is saved.
      await saveInvoice(me, { ...VALID, customerCreditDays: 30 });
      await saveInvoice(me, { ...VALID, customerCreditDays: 45, journalAccounts: null });
      expect(await readInvoice(me)).toMatchObject({ customerCreditDays: 45, journalAccounts: OWN_ACCOUNTS });

      // Back to NS 4102 by saving the defaults.
      await saveInvoice(me, { ...VALID, journalAccounts: DEFAULT_ACCOUNTS });
      expect((await readInvoice(me)).journalAccounts).toEqual(DEFAULT_ACCOUNTS);

      const audited = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
        const result = (await tx.execute(
          sql`select details from audit_events where entity = 'unitInvoiceSetting' order by created_at, id`,
        )) as { rows: { details: { journalAccounts: Record<string, string> } }[] };
        return result.rows.map((row) => row.details.journalAccounts);
      });
      expect(audited).toHaveLength(4);
      expect(audited).toContainEqual(OWN_ACCOUNTS);
      expect(audited).toContainEqual(DEFAULT_ACCOUNTS);
    });

    it('refuses a wrong journal account beside other problems and leaves the saved accounts and setting unchanged', async () => {
      const me = await userWithUnit(t);
      await saveInvoice(me, { ...VALID, journalAccounts: OWN_ACCOUNTS });
      const before = await readInvoice(me);
      expect(
        await gqlValidations(t, me, SAVE_INVOICE, {
          input: {
            ...VALID,
            customerCreditDays: 30,
            swift: 'X',
            journalAccounts: { ...DEFAULT_ACCOUNTS, receivables: '', rounding: '77 40', interestIncome: 'renter' },
          },
        }),
      ).toEqual([
        { model: 'unitInvoiceSetting', attribute: 'swift', type: 'invalid' },
        { model: 'unitInvoiceSetting', attribute: 'journalAccounts.receivables', type: 'blank' },
        { model: 'unitInvoiceSetting', attribute: 'journalAccounts.rounding', type: 'invalid' },
        { model: 'unitInvoiceSetting', attribute: 'journalAccounts.interestIncome', type: 'invalid' },
      ]);
      expect(await readInvoice(me)).toEqual(before);
      expect(await count(me.unitId, "audit_events where entity = 'unitInvoiceSetting'")).toBe(1);
    });

    it('accepts a foreign IBAN beside a Norwegian BBAN, and no bank details at all', async () => {
      const me = await userWithUnit(t);
      await saveInvoice(me, { ...VALID, iban: 'DE89 3704 0044 0532 0130 00', swift: 'COBADEFFXXX' });
      expect((await readInvoice(me)).iban).toBe('DE89370400440532013000');
      await saveInvoice(me, { ...VALID, bban: null, iban: null, swift: '' });
      expect(await readInvoice(me)).toMatchObject({ bban: null, iban: null, swift: null });
    });

    it('lets a start number change while no order or invoice exists (the series have not started)', async () => {
      const me = await userWithUnit(t);
      const started = await t.app.services.transactions.tenant(me.unitId, async (tx) => [
        await numberSeriesStarted(tx, me.unitId, 'invoice'),
        await numberSeriesStarted(tx, me.unitId, 'order'),
      ]);
      expect(started).toEqual([false, false]);
      await saveInvoice(me, VALID);
      await saveInvoice(me, { ...VALID, startingInvoiceNumber: 'F-2026-1', startingOrderNumber: '500' });
      expect(await readInvoice(me)).toMatchObject({ startingInvoiceNumber: 'F-2026-1', startingOrderNumber: '500' });
      // The first invoice then starts where the settings say (invoices are not built yet: the series alone).
      const first = await t.app.services.transactions.tenant(me.unitId, (tx) =>
        issueNumber(tx, actorFor(t, me), 'invoice', () => seriesStartOf(tx, me.unitId, 'invoice')),
      );
      expect(first.number).toBe('F-2026-1');
    });
  });

  describe('unit setting and logos', () => {
    it('answers the defaults before the first save', async () => {
      const me = await userWithUnit(t);
      expect((await gqlOk(t, me, READ_SETTING)).unitSetting).toEqual({
        companyNameOption: 'FULL_NAME',
        logo: null,
        oldLogos: [],
        savedAt: null,
        savedBy: null,
      });
    });

    it('saves the name option and a logo; a new logo keeps the old one, which can be chosen again', async () => {
      const me = await userWithUnit(t);
      const first = await upload(t, me, 'logo', 'fjordhandel-2019.png');
      const saved = (await gqlOk(t, me, SAVE_SETTING, { input: { companyNameOption: 'LAST_NAME', logoId: first } }))
        .saveUnitSetting;
      expect(saved).toMatchObject({
        companyNameOption: 'LAST_NAME',
        logo: { signedBlobId: first, fileName: 'fjordhandel-2019.png' },
        oldLogos: [],
        savedBy: { id: me.userId, name: 'Kari Nordmann' },
      });
      expect(saved.logo.url).toMatch(/\/files\/.+signature=/);

      const second = await upload(t, me, 'logo', 'fjordhandel-2026.png');
      await gqlOk(t, me, SAVE_SETTING, { input: { companyNameOption: 'LAST_NAME', logoId: second } });
      const read = (await gqlOk(t, me, READ_SETTING)).unitSetting;
      expect(read.logo.signedBlobId).toBe(second);
      expect(read.oldLogos).toEqual([{ signedBlobId: first, fileName: 'fjordhandel-2019.png' }]);

      await gqlOk(t, me, SAVE_SETTING, { input: { companyNameOption: 'LAST_NAME', logoId: first } });
      const again = (await gqlOk(t, me, READ_SETTING)).unitSetting;
      expect(again.logo.signedBlobId).toBe(first);
      expect(again.oldLogos.map((logo: { signedBlobId: string }) => logo.signedBlobId)).toEqual([second]);
      expect(await count(me.unitId, "files where kind = 'logo'")).toBe(2);

      // No logo: both stay as old logos.
      await gqlOk(t, me, SAVE_SETTING, { input: { companyNameOption: 'FIRST_NAME', logoId: null } });
      expect((await gqlOk(t, me, READ_SETTING)).unitSetting.oldLogos).toHaveLength(2);
      expect(await count(me.unitId, 'unit_settings')).toBe(1);
    });

    it("refuses another unit's logo and a product image as the logo (VALIDATION logo invalid), saving nothing", async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      const foreign = await upload(t, other, 'logo');
      const productImage = await upload(t, me, 'product_image');
      for (const logoId of [foreign, productImage, 'not-a-uuid']) {
        expect(
          await gqlValidations(t, me, SAVE_SETTING, { input: { companyNameOption: 'FULL_NAME', logoId } }),
        ).toEqual([{ model: 'unitSetting', attribute: 'logo', type: 'invalid' }]);
      }
      expect(await count(me.unitId, 'unit_settings')).toBe(0);
    });
  });

  describe("the unit's own fields", () => {
    it('updates them and leaves the organisation number as it was', async () => {
      const me = await userWithUnit(t);
      const updated = (await gqlOk(t, me, UPDATE_UNIT, { input: VALID_UNIT })).updateCurrentUnit;
      expect(updated).toMatchObject({ ...VALID_UNIT, id: me.unitId, organizationNumber: null });
      expect((await gqlOk(t, me, READ_UNIT)).currentUnit).toEqual(updated);
      expect(await count(me.unitId, "audit_events where entity = 'unit'")).toBe(1);
    });

    const UNIT_RULES: [string, Record<string, unknown>, { attribute: string; type: string }[]][] = [
      ['a blank name', { name: '  ' }, [{ attribute: 'name', type: 'blank' }]],
      ['an invalid e-mail', { email: 'post.fjordhandel.no' }, [{ attribute: 'email', type: 'invalid' }]],
      ['a website that is not a URL', { website: 'fjordhandel' }, [{ attribute: 'website', type: 'invalid' }]],
      [
        'a closing date before the opening date',
        { openedDate: '2020-01-01', closedDate: '2019-12-31' },
        [{ attribute: 'closedDate', type: 'date_after_or_equal_to' }],
      ],
      ['an unknown country', { countryCode: 'XQ' }, [{ attribute: 'countryCode', type: 'invalid' }]],
      ['a phone number with letters', { phone: '55 00 AB' }, [{ attribute: 'phone', type: 'invalid' }]],
      [
        'a Norwegian postal code that does not exist',
        { countryCode: 'NO', zip: '0002' },
        [{ attribute: 'zip', type: 'invalid' }],
      ],
      ['an unsupported language', { locale: 'sv' }, [{ attribute: 'locale', type: 'inclusion' }]],
    ];

    it.each(UNIT_RULES)('refuses %s and changes nothing', async (_name, change, expected) => {
      const me = await userWithUnit(t);
      const before = (await gqlOk(t, me, READ_UNIT)).currentUnit;
      expect(await gqlValidations(t, me, UPDATE_UNIT, { input: { ...VALID_UNIT, ...change } })).toEqual(
        expected.map((problem) => ({ model: 'unit', ...problem })),
      );
      expect((await gqlOk(t, me, READ_UNIT)).currentUnit).toEqual(before);
    });

    it('accepts the closing day equal to the opening day', async () => {
      const me = await userWithUnit(t);
      const input = { ...VALID_UNIT, openedDate: '2020-01-01', closedDate: '2020-01-01' };
      expect((await gqlOk(t, me, UPDATE_UNIT, { input })).updateCurrentUnit.closedDate).toBe('2020-01-01');
    });

    it("updates only the caller's current unit", async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      const before = (await gqlOk(t, other, READ_UNIT)).currentUnit;
      await gqlOk(t, me, UPDATE_UNIT, { input: VALID_UNIT });
      expect((await gqlOk(t, other, READ_UNIT)).currentUnit).toEqual(before);
    });
  });

  describe('without canUpdateUnit', () => {
    it('an administrator may save (canUpdateUnit)', async () => {
      const owner = await userWithUnit(t);
      const admin = await userWithUnit(t, { role: 'administrator' });
      await addMember(t, admin.userId, owner.unitId, 'administrator');
      const result = await gql(t, SAVE_INVOICE, { input: VALID }, { token: admin.token, unitId: owner.unitId });
      expect(errorCode(result)).toBeUndefined();
    });
  });
});

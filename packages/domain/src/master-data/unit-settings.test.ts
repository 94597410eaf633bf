import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import {
  emailCopyProblem,
  ibanMatchesBankAccount,
  isCurrencyCode,
  isNumberSeriesStart,
  isWebsite,
  legalNotesProblem,
  personNameFor,
  UNIT_INVOICE_SETTING_DEFAULTS,
  UNIT_RULES,
  UNIT_USER_SETTING_RULES,
  unitInvoiceSettingProblems,
  type UnitInvoiceSettingValues,
  type UnitValues,
} from './unit-settings.js';

const invoice = (change: Partial<UnitInvoiceSettingValues>): UnitInvoiceSettingValues => ({
  ...UNIT_INVOICE_SETTING_DEFAULTS,
  ...change,
});
const problemsOf = (values: UnitInvoiceSettingValues) =>
  unitInvoiceSettingProblems(values).map(({ attribute, type }) => ({ attribute, type }));

describe('BBAN and IBAN of the same account', () => {
  it('matches a Norwegian IBAN carrying the BBAN, however each is written', () => {
    expect(ibanMatchesBankAccount('NO58 1503 2714 452', '1503.27.14452')).toBe(true);
    expect(ibanMatchesBankAccount('no5815032714452', '1503 27 14452')).toBe(true);
  });

  it('does not match a Norwegian IBAN of another account (iban_mismatch)', () => {
    expect(ibanMatchesBankAccount('NO26 1503 2223 335', '1503.27.14452')).toBe(false);
    expect(problemsOf(invoice({ bban: '15032714452', iban: 'NO2615032223335' }))).toEqual([
      { attribute: 'iban', type: 'iban_mismatch' },
    ]);
  });

  it('does not compare a foreign IBAN with the Norwegian account', () => {
    expect(ibanMatchesBankAccount('DE89 3704 0044 0532 0130 00', '1503.27.14452')).toBe(true);
  });

  it('answers checksum_invalid for a wrong MOD11 BBAN or mod 97 IBAN, and no mismatch on top', () => {
    expect(problemsOf(invoice({ bban: '1503.27.14453', iban: 'NO5815032714452' }))).toEqual([
      { attribute: 'bban', type: 'checksum_invalid' },
    ]);
    expect(problemsOf(invoice({ iban: 'NO59 1503 2714 452' }))).toEqual([
      { attribute: 'iban', type: 'checksum_invalid' },
    ]);
  });

  it('checks SWIFT: DNBANOKK and NDEANOKKXXX pass, a digit in the bank code fails', () => {
    expect(problemsOf(invoice({ swift: 'DNBANOKK' }))).toEqual([]);
    expect(problemsOf(invoice({ swift: 'NDEANOKKXXX' }))).toEqual([]);
    expect(problemsOf(invoice({ swift: 'DNB1NOKK' }))).toEqual([{ attribute: 'swift', type: 'invalid' }]);
  });
});

describe('KID length (without the check digit)', () => {
  it('is required when KID is used, and free otherwise', () => {
    expect(problemsOf(invoice({ usesKid: true, kidLength: null }))).toEqual([
      { attribute: 'kidLength', type: 'blank' },
    ]);
    expect(problemsOf(invoice({ usesKid: false, kidLength: null }))).toEqual([]);
  });

  it('takes 2 to 24 digits, so the KID with its check digit stays within 25', () => {
    expect(problemsOf(invoice({ usesKid: true, kidLength: 2 }))).toEqual([]);
    expect(problemsOf(invoice({ usesKid: true, kidLength: 24 }))).toEqual([]);
    expect(problemsOf(invoice({ usesKid: true, kidLength: 1 }))).toEqual([
      { attribute: 'kidLength', type: 'greater_than_or_equal_to' },
    ]);
    expect(problemsOf(invoice({ usesKid: true, kidLength: 25 }))).toEqual([
      { attribute: 'kidLength', type: 'less_than_or_equal_to' },
    ]);
  });
});

describe('e-mail copies (at most 10, each non-empty)', () => {
  it('accepts up to 10 addresses', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `kopi${i}@fjordhandel.no`);
    expect(emailCopyProblem(ten)).toBeNull();
    expect(emailCopyProblem([])).toBeNull();
  });

  it('refuses an 11th address as too_long with the limit', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `kopi${i}@fjordhandel.no`);
    expect(emailCopyProblem(eleven)).toEqual({
      attribute: 'invoiceEmailCopy',
      type: 'too_long',
      params: { count: 10 },
    });
  });

  it('refuses an empty entry as blank and a non-address as invalid', () => {
    expect(emailCopyProblem(['regnskap@fjordhandel.no', '  '])).toEqual({
      attribute: 'invoiceEmailCopy',
      type: 'blank',
    });
    expect(emailCopyProblem(['regnskap@fjordhandel'])).toEqual({ attribute: 'invoiceEmailCopy', type: 'invalid' });
  });
});

describe('legal notes', () => {
  it('refuses an empty note and more than 10 notes', () => {
    expect(legalNotesProblem(['Forsinkelsesrente etter loven.'])).toBeNull();
    expect(legalNotesProblem(['Forsinkelsesrente', ''])).toMatchObject({ type: 'blank' });
    expect(legalNotesProblem(['x'.repeat(1001)])).toMatchObject({ type: 'invalid' });
    expect(legalNotesProblem(Array.from({ length: 11 }, () => 'Merknad'))).toMatchObject({ type: 'too_long' });
  });
});

describe('number series start', () => {
  it.each(['1', '1000', '10001', 'F-1000', '2026/001', 'ORD_7', 'Faktura.1'])(
    'accepts %s (text ending in digits)',
    (value) => {
      expect(isNumberSeriesStart(value)).toBe(true);
    },
  );

  it.each(['', 'F-', '1000A', 'F 1000', '12345678901234567890X1', '-'])('refuses %s', (value) => {
    expect(isNumberSeriesStart(value)).toBe(false);
  });

  it('answers invalid on the field and blank when empty', () => {
    expect(problemsOf(invoice({ startingInvoiceNumber: 'F-' }))).toEqual([
      { attribute: 'startingInvoiceNumber', type: 'invalid' },
    ]);
    expect(problemsOf(invoice({ startingOrderNumber: '' }))).toEqual([
      { attribute: 'startingOrderNumber', type: 'blank' },
    ]);
  });
});

describe('the other invoice setting fields', () => {
  it('passes the defaults', () => {
    expect(problemsOf(UNIT_INVOICE_SETTING_DEFAULTS)).toEqual([]);
  });

  it('knows currencies: NOK, EUR and SEK yes; NOKK and nok no', () => {
    expect(['NOK', 'EUR', 'SEK'].every(isCurrencyCode)).toBe(true);
    expect(isCurrencyCode('NOKK')).toBe(false);
    expect(isCurrencyCode('nok')).toBe(false);
  });

  it('refuses negative credit days and a negative overdue notice charge', () => {
    expect(problemsOf(invoice({ customerCreditDays: -1, overdueNoticeCharge: '-1' }))).toEqual([
      { attribute: 'customerCreditDays', type: 'not_an_integer' },
      { attribute: 'overdueNoticeCharge', type: 'greater_than_or_equal_to' },
    ]);
    expect(problemsOf(invoice({ customerCreditDays: 0, overdueNoticeCharge: '0' }))).toEqual([]);
  });

  it('defaults the journal accounts to NS 4102 and answers their problems on journalAccounts.<account>', () => {
    expect(UNIT_INVOICE_SETTING_DEFAULTS.journalAccounts).toMatchObject({ receivables: '1500', bank: '1920' });
    const journalAccounts = { ...UNIT_INVOICE_SETTING_DEFAULTS.journalAccounts, bank: '', rounding: '774' };
    expect(problemsOf(invoice({ journalAccounts }))).toEqual([
      { attribute: 'journalAccounts.bank', type: 'blank' },
      { attribute: 'journalAccounts.rounding', type: 'invalid' },
    ]);
  });

  it('refuses a unit of measure that is not a code', () => {
    expect(problemsOf(invoice({ defaultProductUnitOfMeasureCode: 'stk' }))).toEqual([
      { attribute: 'defaultProductUnitOfMeasureCode', type: 'inclusion' },
    ]);
  });
});

describe('the unit', () => {
  const unit: UnitValues = {
    name: 'Fjordhandel AS',
    unofficialName: null,
    address: 'Strandgata 12',
    zip: '5013',
    city: 'Bergen',
    countryCode: 'NO',
    mobile: '+47 915 00 000',
    phone: '55 00 00 00',
    website: 'https://www.fjordhandel.no/om-oss',
    email: 'post@fjordhandel.no',
    locale: 'nb',
    openedDate: '2015-03-01',
    closedDate: null,
    vatRegulation: 'VAT_REGISTERED',
  };
  const problems = (change: Partial<UnitValues>) =>
    fieldProblems({ ...unit, ...change }, UNIT_RULES).map(({ attribute, type }) => ({ attribute, type }));

  it('passes a complete company', () => {
    expect(problems({})).toEqual([]);
  });

  it('needs a name, a valid e-mail and a closing day on or after the opening day', () => {
    expect(problems({ name: ' ', email: 'post@', openedDate: '2020-01-02', closedDate: '2020-01-01' })).toEqual([
      { attribute: 'name', type: 'blank' },
      { attribute: 'email', type: 'invalid' },
      { attribute: 'closedDate', type: 'date_after_or_equal_to' },
    ]);
  });

  it.each([
    'fjordhandel.no',
    'www.fjordhandel.no',
    'https://fjordhandel.no',
    'http://xn--fjrd-tra.no/side?x=1',
    'blåbær.no',
  ])('takes %s as a website', (value) => {
    expect(isWebsite(value)).toBe(true);
  });

  it.each(['fjordhandel', 'http://', 'fjord handel.no', 'mailto:post@fjordhandel.no'])(
    'refuses %s as a website',
    (value) => {
      expect(isWebsite(value)).toBe(false);
    },
  );
});

describe('user settings: portal fields both or none', () => {
  const problems = (values: { altinnLogin: string | null; altinnPinMethod: string | null }) =>
    fieldProblems(values, UNIT_USER_SETTING_RULES).map(({ attribute, type }) => ({ attribute, type }));

  it('accepts both or none', () => {
    expect(problems({ altinnLogin: '01017012345', altinnPinMethod: 'SMS_PIN' })).toEqual([]);
    expect(problems({ altinnLogin: null, altinnPinMethod: null })).toEqual([]);
  });

  it('asks for the missing one', () => {
    expect(problems({ altinnLogin: '01017012345', altinnPinMethod: null })).toEqual([
      { attribute: 'altinnPinMethod', type: 'blank' },
    ]);
    expect(problems({ altinnLogin: '', altinnPinMethod: 'ALTINN_PIN' })).toEqual([
      { attribute: 'altinnLogin', type: 'blank' },
    ]);
  });
});

describe('names on documents', () => {
  it('names Kari Nordmann by the option', () => {
    const kari = { firstName: 'Kari', lastName: 'Nordmann' };
    expect(personNameFor('FIRST_NAME', kari)).toBe('Kari');
    expect(personNameFor('LAST_NAME', kari)).toBe('Nordmann');
    expect(personNameFor('FULL_NAME', kari)).toBe('Kari Nordmann');
  });
});

import { describe, expect, it } from 'vitest';
import { rules, SERVER_VALIDATION_TYPES } from '@fjord/domain';
import i18n from '../../i18n';
import { resources } from '../../i18n/all-translations';
import { decodeFailure, validationMessage } from './messages';
import { serverValidationMessage } from './server-messages';
import { toZodSchema } from './zod';

const en = i18n.getFixedT('en');
const nb = i18n.getFixedT('nb');

type Tree = { types: Record<string, string> };

describe('server validation messages', () => {
  it.each(SERVER_VALIDATION_TYPES)('has a text for %s in en and nb', (type) => {
    for (const locale of ['en', 'nb'] as const) {
      const types = (resources[locale].serverValidation as Tree).types;
      expect(types[type], `${locale}: ${type}`).toBeTruthy();
    }
    const validation = { model: 'thing', attribute: 'firstName', type, params: { count: 3, date: '2024-01-31' } };
    for (const t of [en, nb]) {
      const text = serverValidationMessage(t, validation);
      expect(text).not.toMatch(/\{\{|\}\}|^Error:|^Feil:/);
    }
    expect(serverValidationMessage(en, validation)).not.toBe(serverValidationMessage(nb, validation));
  });

  it('names the last number used when a start number is set below it (the number series rule)', () => {
    const lower = {
      model: 'unitInvoiceSetting',
      attribute: 'startingOrderNumber',
      type: 'greater_than',
      params: { count: '20005' },
    };
    expect(serverValidationMessage(en, lower)).toBe(
      'The first order number must be greater than 20005, the last order number used',
    );
    expect(serverValidationMessage(nb, lower)).toBe(
      'Første ordrenummer må være større enn 20005, det siste ordrenummeret som er brukt',
    );
  });

  it('prefers model-attribute-type to model-type to type', () => {
    const custom = { model: 'accessRequest', attribute: 'unitId', type: 'taken' };
    expect(serverValidationMessage(en, custom)).toBe('You already have access to this company');
    expect(serverValidationMessage(nb, custom)).toBe('Du har allerede tilgang til dette firmaet');

    const model = { model: 'order', attribute: 'id', type: 'already_invoiced' };
    expect(serverValidationMessage(en, model)).toBe('The order has already been invoiced');
    expect(serverValidationMessage(nb, model)).toBe('Ordren er allerede fakturert');

    const type = { model: 'invoice', attribute: 'orderIds', type: 'already_invoiced' };
    expect(serverValidationMessage(en, type)).toBe('This has already been invoiced');
    expect(serverValidationMessage(nb, type)).toBe('Dette er allerede fakturert');
  });

  it('fills the translated attribute and the params', () => {
    const tooShort = { model: 'user', attribute: 'lastName', type: 'too_short', params: { count: 2 } };
    expect(serverValidationMessage(en, tooShort)).toBe('Last name is too short (minimum 2 characters)');
    expect(serverValidationMessage(nb, tooShort)).toBe('Etternavn er for kort (minimum 2 tegn)');
    const date = {
      model: 'paycheck',
      attribute: 'paidDate',
      type: 'date_after_or_equal_to',
      params: { date: '2024-01-01' },
    };
    expect(serverValidationMessage(en, date)).toBe('Payment date must be on or after 2024-01-01');
    expect(serverValidationMessage(nb, date)).toBe('Utbetalingsdato må være samme dag som eller etter 2024-01-01');
  });

  it('shows an unknown attribute as given', () => {
    expect(serverValidationMessage(en, { model: 'x', attribute: 'fooBar', type: 'blank' })).toBe('fooBar is required');
  });

  it('accepts the phrase types', () => {
    const cyclical = { model: 'folder', attribute: 'parentId', type: 'cyclical group' };
    expect(serverValidationMessage(en, cyclical)).toBe('A group cannot be placed under itself or one of its subgroups');
    const altinn = { model: 'paycheck', attribute: 'base', type: 'missing Altinn integration' };
    expect(serverValidationMessage(nb, altinn)).toBe('Altinn-integrasjonen er ikke satt opp');
  });

  it('falls back to the generic shape for an unknown type, naming known models and attributes', () => {
    const unknown = { model: 'unit', attribute: 'name', type: 'too_fancy' };
    expect(serverValidationMessage(en, unknown)).toBe('Error: Company Name too_fancy');
    expect(serverValidationMessage(nb, unknown)).toBe('Feil: Firma Navn too_fancy');
    const raw = { model: 'gizmo', attribute: 'widgetId', type: 'weird' };
    expect(serverValidationMessage(en, raw)).toBe('Error: gizmo widgetId weird');
    expect(serverValidationMessage(nb, raw)).toBe('Feil: gizmo widgetId weird');
  });
});

describe('a malformed value says what its field expects, on the server and in the form', () => {
  it('words checksum_invalid and invalid by the attribute, a nested one by its last name', () => {
    const organizationNumber = { model: 'customer', attribute: 'organizationNumber', type: 'checksum_invalid' };
    expect(serverValidationMessage(nb, organizationNumber)).toBe(
      'Organisasjonsnummeret må ha 9 sifre med gyldig kontrollsiffer',
    );
    const contactPhone = { model: 'customer', attribute: 'customerContacts.0.phone', type: 'invalid' };
    expect(serverValidationMessage(en, contactPhone)).toMatch(/^Enter a phone number: 5 to 15 digits/);
    // Aliases share one text.
    expect(serverValidationMessage(nb, { model: 'user', attribute: 'cellphone', type: 'invalid' })).toMatch(
      /^Skriv et telefonnummer/,
    );
  });

  it("keeps a model's own text first, and the generic one for an attribute without an expectation", () => {
    const own = { model: 'subUnit', attribute: 'organizationNumber', type: 'invalid' };
    expect(serverValidationMessage(en, own)).toBe(
      "A sub-unit has an organisation number of its own: it cannot be the company's",
    );
    expect(serverValidationMessage(en, { model: 'thing', attribute: 'name', type: 'invalid' })).toBe('Name is invalid');
  });

  it('a form rule that fails with invalid names its field, and its text is the same', () => {
    const schema = toZodSchema<{ phone: string }>({ phone: [rules.phone()] });
    const result = schema.safeParse({ phone: 'abc' });
    expect(result.success).toBe(false);
    const failure = decodeFailure(result.error!.issues[0]!.message)!;
    expect(validationMessage(nb, failure, 'Telefon')).toMatch(/^Skriv et telefonnummer: 5 til 15 sifre/);
    expect(validationMessage(en, { key: 'invalid' }, 'Phone')).toBe('Invalid');
  });

  it('has every expectation in en and nb', () => {
    type Expected = { expected: Record<string, string> };
    const en = Object.keys((resources.en.validation as Expected).expected).sort();
    expect(Object.keys((resources.nb.validation as Expected).expected).sort()).toEqual(en);
  });
});

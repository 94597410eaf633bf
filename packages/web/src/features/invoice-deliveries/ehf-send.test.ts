import { describe, expect, it } from 'vitest';
import { acceptsKey, ehfBlockKey, ehfRefusalFindings, receiverTakes } from './ehf-send';

const refusal = (validations: unknown[]) => ({
  errors: [{ message: 'Validation failed', extensions: { code: 'VALIDATION', validations } }],
});

describe('ehfRefusalFindings: the rules a refused EHF broke, as the dialog lists them', () => {
  it('takes each ehfRuleFailed entry as a fatal finding with its rule, text, field and location', () => {
    const error = refusal([
      {
        model: 'invoiceDelivery',
        attribute: 'ehf',
        type: 'ehfRuleFailed',
        params: {
          ruleId: 'BR-09',
          text: 'The Seller postal address (BG-5) shall contain a Seller country code (BT-40).',
          messageNb: 'Selgers postadresse (BG-5) skal ha selgers landkode (BT-40).',
          messageEn: 'The Seller postal address (BG-5) shall contain a Seller country code (BT-40).',
          field: 'supplier',
          location: '/ubl:Invoice[1]/cac:AccountingSupplierParty[1]',
        },
      },
      {
        model: 'invoiceDelivery',
        attribute: 'ehf',
        type: 'ehfRuleFailed',
        params: { ruleId: 'BR-CO-15', text: 'Invoice total amount with VAT …', field: '', location: '/ubl:Invoice[1]' },
      },
    ]);
    expect(ehfRefusalFindings(error, 'nb')).toEqual([
      {
        ruleId: 'BR-09',
        flag: 'FATAL',
        text: 'The Seller postal address (BG-5) shall contain a Seller country code (BT-40).',
        // The message in the user's language.
        message: 'Selgers postadresse (BG-5) skal ha selgers landkode (BT-40).',
        field: 'supplier',
        location: '/ubl:Invoice[1]/cac:AccountingSupplierParty[1]',
      },
      // An empty field is the whole document.
      {
        ruleId: 'BR-CO-15',
        flag: 'FATAL',
        text: 'Invoice total amount with VAT …',
        message: null,
        field: null,
        location: '/ubl:Invoice[1]',
      },
    ]);
  });

  it('answers null for every other refusal, which the form words as usual', () => {
    expect(
      ehfRefusalFindings(
        refusal([
          {
            model: 'invoiceDelivery',
            attribute: 'channel',
            type: 'ehfReceiverNotRegistered',
            params: { participantId: '0192:988542148' },
          },
        ]),
        'nb',
      ),
    ).toBeNull();
    expect(ehfRefusalFindings(new TypeError('Failed to fetch'), 'nb')).toBeNull();
    expect(ehfRefusalFindings({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] }, 'en')).toBeNull();
  });
});

describe('what the receiver takes', () => {
  const both = { registered: true, invoice: true, creditNote: true };
  const invoicesOnly = { registered: true, invoice: true, creditNote: false };
  it('names both, one or none', () => {
    expect(acceptsKey(both)).toBe('both');
    expect(acceptsKey(invoicesOnly)).toBe('invoice');
    expect(acceptsKey({ registered: true, invoice: false, creditNote: true })).toBe('creditNote');
    expect(acceptsKey({ registered: false, invoice: false, creditNote: false })).toBe('none');
  });
  it('a receiver of invoices only takes an invoice, not a credit note', () => {
    expect(receiverTakes(invoicesOnly, 'INVOICE')).toBe(true);
    expect(receiverTakes(invoicesOnly, 'CREDIT_NOTE')).toBe(false);
    expect(receiverTakes({ ...both, registered: false }, 'INVOICE')).toBe(false);
  });
});

describe('ehfBlockKey: why Send is disabled with EHF chosen', () => {
  const ready = { loading: false, valid: true, refused: null, takesDocument: true };
  it('lets a valid EHF go, warnings or not', () => {
    expect(ehfBlockKey(ready)).toBeNull();
  });
  it('waits for the check, and blocks a fatal finding, a refusal and a receiver that does not take it', () => {
    expect(ehfBlockKey({ ...ready, loading: true, valid: null })).toBe('checking');
    expect(ehfBlockKey({ ...ready, valid: false })).toBe('findings');
    expect(ehfBlockKey({ ...ready, takesDocument: false })).toBe('receiver');
    const refused = [{ ruleId: 'BR-09', flag: 'FATAL' as const, text: 't', field: null, location: '/' }];
    expect(ehfBlockKey({ ...ready, refused })).toBe('findings');
  });
  it('does not block when the check could not be had: the server checks when sending', () => {
    expect(ehfBlockKey({ ...ready, valid: null, takesDocument: null })).toBeNull();
  });
});

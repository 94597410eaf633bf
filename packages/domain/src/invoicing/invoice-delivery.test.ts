import { describe, expect, it } from 'vitest';
import {
  assertDeliveryMove,
  chooseDeliveryChannel,
  DeliveryTransitionError,
  deliveryStatesOf,
  invoiceMailProblems,
  type ChannelChoiceFacts,
} from './invoice-delivery.js';

describe('delivery states (spec §4, Invoices)', () => {
  it('each channel has the spec’s states: e-mail pending/delivered/failed, post delivered, EHF six', () => {
    expect(deliveryStatesOf('EMAIL')).toEqual(['PENDING', 'DELIVERED', 'FAILED']);
    expect(deliveryStatesOf('MAIL')).toEqual(['DELIVERED']);
    expect(deliveryStatesOf('EHF')).toEqual(['BEFORE_SENDING', 'PENDING', 'SENT', 'RECEIVED', 'DELIVERED', 'FAILED']);
  });

  it('an EHF goes forward through its states and may fail at any step before the end', () => {
    expect(assertDeliveryMove('EHF', 'BEFORE_SENDING', 'PENDING')).toBe('PENDING');
    expect(assertDeliveryMove('EHF', 'PENDING', 'SENT')).toBe('SENT');
    expect(assertDeliveryMove('EHF', 'SENT', 'RECEIVED')).toBe('RECEIVED');
    expect(assertDeliveryMove('EHF', 'RECEIVED', 'DELIVERED')).toBe('DELIVERED');
    for (const from of ['BEFORE_SENDING', 'PENDING', 'SENT', 'RECEIVED'] as const) {
      expect(assertDeliveryMove('EHF', from, 'FAILED')).toBe('FAILED');
    }
  });

  it('delivered and failed are final, and no state is skipped backwards', () => {
    expect(() => assertDeliveryMove('EHF', 'DELIVERED', 'FAILED')).toThrow(DeliveryTransitionError);
    expect(() => assertDeliveryMove('EHF', 'FAILED', 'PENDING')).toThrow(DeliveryTransitionError);
    expect(() => assertDeliveryMove('EHF', 'SENT', 'PENDING')).toThrow(DeliveryTransitionError);
    expect(() => assertDeliveryMove('EMAIL', 'DELIVERED', 'FAILED')).toThrow(DeliveryTransitionError);
    expect(() => assertDeliveryMove('MAIL', 'DELIVERED', 'FAILED')).toThrow(DeliveryTransitionError);
  });
});

describe('choosing the channel (the customer’s method, EHF first, the 2027 mandate)', () => {
  const facts = (overrides: Partial<ChannelChoiceFacts>): ChannelChoiceFacts => ({
    customerMethod: 'EMAIL',
    documentKind: 'INVOICE',
    receiver: null,
    domesticBusiness: true,
    today: '2026-11-27',
    ...overrides,
  });

  it('the customer’s method is the default; EHF is not offered to a buyer who cannot receive it', () => {
    const choice = chooseDeliveryChannel(facts({ customerMethod: 'MAIL' }));
    expect(choice.preferred).toBe('MAIL');
    expect(choice.offered).toEqual(['MAIL', 'EMAIL']);
  });

  it('a customer set to EHF but not registered in the network falls back to e-mail', () => {
    expect(chooseDeliveryChannel(facts({ customerMethod: 'EHF' })).preferred).toBe('EMAIL');
  });

  it('a buyer registered for invoices is offered EHF first', () => {
    const choice = chooseDeliveryChannel(facts({ receiver: { invoice: true, creditNote: true } }));
    expect(choice.offered).toEqual(['EHF', 'EMAIL', 'MAIL']);
  });

  it('a buyer registered for invoices but not credit notes is not offered EHF for a credit note', () => {
    const choice = chooseDeliveryChannel(
      facts({ documentKind: 'CREDIT_NOTE', receiver: { invoice: true, creditNote: false } }),
    );
    expect(choice.preferred).toBe('EMAIL');
    expect(choice.offered).not.toContain('EHF');
  });

  it('from 2027-01-01 another channel to a domestic business that takes EHF needs confirmation', () => {
    const receiver = { invoice: true, creditNote: true };
    const before = chooseDeliveryChannel(facts({ receiver, today: '2026-12-31' }));
    const after = chooseDeliveryChannel(facts({ receiver, today: '2027-01-01' }));
    expect(before.needsConfirmation('EMAIL')).toBe(false);
    expect(after.needsConfirmation('EMAIL')).toBe(true);
    expect(after.needsConfirmation('MAIL')).toBe(true);
    expect(after.needsConfirmation('EHF')).toBe(false);
    const privateBuyer = chooseDeliveryChannel(facts({ receiver, today: '2027-01-01', domesticBusiness: false }));
    expect(privateBuyer.needsConfirmation('EMAIL')).toBe(false);
  });
});

describe('invoiceMailProblems (the send dialog and sendInvoice by e-mail)', () => {
  it('asks for an address that is an e-mail, and a message of a letter’s length', () => {
    expect(invoiceMailProblems({ recipient: 'faktura@fjellvang.no', message: 'Takk for handelen!' })).toEqual([]);
    expect(invoiceMailProblems({ recipient: null, message: null })).toEqual([
      expect.objectContaining({ attribute: 'recipient', type: 'blank' }),
    ]);
    expect(invoiceMailProblems({ recipient: 'ola@fjellvang', message: 'x'.repeat(2001) })).toEqual([
      expect.objectContaining({ attribute: 'recipient', type: 'invalid' }),
      expect.objectContaining({ attribute: 'message', type: 'too_long' }),
    ]);
  });
});

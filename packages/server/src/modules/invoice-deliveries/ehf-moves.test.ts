import { describe, expect, it } from 'vitest';
import { ehfFieldOf } from './ehf-findings.js';
import { movesTowards } from './ehf-jobs.js';

describe('the moves a poll makes towards the access point’s state (DELIVERY_TRANSITIONS of EHF)', () => {
  it('goes straight there when the table allows it, else through the states between', () => {
    expect(movesTowards('PENDING', 'SENT')).toEqual(['SENT']);
    expect(movesTowards('SENT', 'DELIVERED')).toEqual(['DELIVERED']);
    // PENDING → DELIVERED is not a move: a poll that missed sent logs it first.
    expect(movesTowards('PENDING', 'DELIVERED')).toEqual(['SENT', 'DELIVERED']);
    expect(movesTowards('PENDING', 'RECEIVED')).toEqual(['SENT', 'RECEIVED']);
    expect(movesTowards('RECEIVED', 'FAILED')).toEqual(['FAILED']);
  });

  it('makes no move when the report is not ahead (a stale poll) or the delivery is final', () => {
    expect(movesTowards('RECEIVED', 'SENT')).toEqual([]);
    expect(movesTowards('SENT', 'SENT')).toEqual([]);
    expect(movesTowards('DELIVERED', 'FAILED')).toEqual([]);
    expect(movesTowards('FAILED', 'DELIVERED')).toEqual([]);
  });
});

describe('the invoice part a finding points at', () => {
  it('is named by the first element under the root, lines and allowances with their zero-based index', () => {
    expect(ehfFieldOf('/ubl:Invoice[1]/cac:AccountingSupplierParty[1]/cac:Party[1]/cbc:EndpointID[1]')).toBe(
      'supplier',
    );
    expect(ehfFieldOf('/ubl:Invoice[1]/cac:InvoiceLine[2]/cbc:LineExtensionAmount[1]')).toBe('lines.1');
    expect(ehfFieldOf('/cn:CreditNote[1]/cac:CreditNoteLine[1]')).toBe('lines.0');
    expect(ehfFieldOf('/ubl:Invoice[1]/cac:AllowanceCharge[3]/cbc:Amount[1]')).toBe('allowanceCharges.2');
    expect(ehfFieldOf('/ubl:Invoice[1]/cac:LegalMonetaryTotal[1]')).toBe('totals');
  });

  it('is null for the document as a whole or an element the invoice has no part for', () => {
    expect(ehfFieldOf('/')).toBeNull();
    expect(ehfFieldOf('/ubl:Invoice[1]')).toBeNull();
    expect(ehfFieldOf('/ubl:Invoice[1]/cbc:CustomizationID[1]')).toBeNull();
  });
});

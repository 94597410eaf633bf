import { describe, expect, it } from 'vitest';
import {
  INVOICE_DOCUMENT_TYPES,
  isInvoiceDocumentType,
  isSalesDocumentType,
  PRINTABLE_DOCUMENT_TYPES,
  SALES_DOCUMENT_TYPES,
} from './sales-document-types.js';

describe('the printable document types', () => {
  it("an order's PDF types and an invoice's are separate lists: no order prints as an invoice, nor the reverse", () => {
    for (const type of INVOICE_DOCUMENT_TYPES) expect(isSalesDocumentType(type), type).toBe(false);
    for (const type of SALES_DOCUMENT_TYPES) expect(isInvoiceDocumentType(type), type).toBe(false);
    expect(INVOICE_DOCUMENT_TYPES).toEqual(['invoice', 'creditNote', 'overdueNotice']);
    expect(isInvoiceDocumentType('purring')).toBe(false);
    expect(isInvoiceDocumentType(undefined)).toBe(false);
  });

  it('the renderer lays out every type of both lists, each once', () => {
    expect([...PRINTABLE_DOCUMENT_TYPES].sort()).toEqual([...SALES_DOCUMENT_TYPES, ...INVOICE_DOCUMENT_TYPES].sort());
    expect(new Set(PRINTABLE_DOCUMENT_TYPES).size).toBe(PRINTABLE_DOCUMENT_TYPES.length);
  });
});

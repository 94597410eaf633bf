import type { InvoiceKind } from '@fjord/domain';
import type { EhfFindingItem } from '../invoices/EhfFindings';
import { graphQLErrorsOf } from '../../ui/forms';

type Validation = { model?: unknown; attribute?: unknown; type?: unknown; params?: unknown };

/**
 * The fatal findings of a sending the server refused because the EHF breaks Peppol's rules
 * (`invoiceDelivery.ehf` `ehfRuleFailed`, one entry per rule with its id, text, field and
 * location, and its message in nb and en: the one of `language` is shown); null when the error is anything else (the form shows those as it shows every error).
 */
export function ehfRefusalFindings(error: unknown, language: string): EhfFindingItem[] | null {
  const findings: EhfFindingItem[] = [];
  for (const graphQLError of graphQLErrorsOf(error) ?? []) {
    const validations = graphQLError.extensions?.validations;
    if (!Array.isArray(validations)) continue;
    for (const validation of validations as Validation[]) {
      if (validation.model !== 'invoiceDelivery' || validation.type !== 'ehfRuleFailed') continue;
      const params = (validation.params ?? {}) as Record<string, unknown>;
      const text = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : '');
      findings.push({
        ruleId: text('ruleId'),
        flag: 'FATAL',
        text: text('text'),
        message: text(language === 'nb' ? 'messageNb' : 'messageEn') || null,
        field: text('field') || null,
        location: text('location'),
      });
    }
  }
  return findings.length > 0 ? findings : null;
}

/** What the buyer's access point takes of what the Peppol lookup answered. */
export type EhfReceiverFacts = { registered: boolean; invoice: boolean; creditNote: boolean };

/** The receiver's documents as a key of invoiceDeliveries:ehf.accepts (both, invoice, creditNote, none). */
export function acceptsKey(receiver: EhfReceiverFacts): 'both' | 'invoice' | 'creditNote' | 'none' {
  if (!receiver.registered) return 'none';
  if (receiver.invoice && receiver.creditNote) return 'both';
  if (receiver.invoice) return 'invoice';
  return receiver.creditNote ? 'creditNote' : 'none';
}

/** Whether the receiver takes this document (an invoice, or a credit note) by EHF. */
export const receiverTakes = (receiver: EhfReceiverFacts, kind: InvoiceKind): boolean =>
  receiver.registered && (kind === 'CREDIT_NOTE' ? receiver.creditNote : receiver.invoice);

/**
 * Why the send button is disabled while EHF is chosen, as a key of invoiceDeliveries:ehf.blocked;
 * null when it may be sent. Still checking blocks it, as does a fatal finding (the check's or the
 * server's refusal), and a receiver that does not take the document; warnings never block.
 */
export function ehfBlockKey(state: {
  loading: boolean;
  valid: boolean | null;
  refused: readonly EhfFindingItem[] | null;
  takesDocument: boolean | null;
}): 'checking' | 'findings' | 'receiver' | null {
  if (state.refused && state.refused.length > 0) return 'findings';
  if (state.loading) return 'checking';
  if (state.takesDocument === false) return 'receiver';
  if (state.valid === false) return 'findings';
  return null;
}

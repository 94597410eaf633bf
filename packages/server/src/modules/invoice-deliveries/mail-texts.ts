import type { Locale } from '@fjord/domain';
import { formatDate } from '../../pdf/format.js';

/** What an invoice's mail says: the document's title as its PDF reads, the invoice's number, the company. */
export type InvoiceMailFacts = {
  locale: Locale;
  type: 'invoice' | 'creditNote' | 'overdueNotice';
  /** The PDF's title: "Faktura", "Kreditnota", "1. purring", "Betalingspåminnelse". */
  title: string;
  /** The invoice's (credit note's) number; a notice names the invoice it reminds of. */
  number: string;
  companyName: string;
  /** The payment's due date (an invoice's, or a notice's new one); none for a credit note. */
  dueDate: string | null;
  /** The sender's own words, put between the text and the signature as written. */
  message: string | null;
};

/**
 * The subject and text of an e-mailed invoice, credit note or overdue notice in the customer's
 * language: "Faktura 10001 fra Fjordhandel AS", "1. purring på faktura 10001 fra Fjordhandel AS".
 * The document's name is the title its PDF carries, so mail and PDF agree.
 */
export function invoiceMailTexts(facts: InvoiceMailFacts): { subject: string; text: string } {
  const { title, number, companyName, locale } = facts;
  const message = facts.message ? `${facts.message}\n\n` : '';
  const due = facts.dueDate ? formatDate(facts.dueDate, locale) : null;
  if (locale === 'en') {
    const subject =
      facts.type === 'overdueNotice'
        ? `${title} for invoice ${number} from ${companyName}`
        : `${title} ${number} from ${companyName}`;
    const body =
      facts.type === 'overdueNotice'
        ? `please find attached a payment reminder for invoice ${number} from ${companyName}. Please pay the amount due by ${due}. If you have already paid, please disregard this reminder.`
        : facts.type === 'creditNote'
          ? `please find attached credit note ${number} from ${companyName}.`
          : `please find attached invoice ${number} from ${companyName}, due on ${due}.`;
    return { subject, text: `Hello,\n\n${body}\n\n${message}Kind regards\n${companyName}\n` };
  }
  const subject =
    facts.type === 'overdueNotice'
      ? `${title} på faktura ${number} fra ${companyName}`
      : `${title} ${number} fra ${companyName}`;
  const body =
    facts.type === 'overdueNotice'
      ? `vedlagt er en påminnelse om faktura ${number} fra ${companyName}. Vi ber om at utestående beløp betales innen ${due}. Har du allerede betalt, kan du se bort fra denne.`
      : facts.type === 'creditNote'
        ? `vedlagt er kreditnota ${number} fra ${companyName}.`
        : `vedlagt er faktura ${number} fra ${companyName}, med forfall ${due}.`;
  return { subject, text: `Hei,\n\n${body}\n\n${message}Med vennlig hilsen\n${companyName}\n` };
}

import type { Locale, OrderPdfType } from '@fjord/domain';
import { PDF_TEXTS } from '../../pdf/texts.js';

/** What an order's mail says about it: the PDF type (as its title reads), its number, the company. */
export type OrderMailFacts = {
  locale: Locale;
  pdfType: OrderPdfType;
  number: string;
  companyName: string;
  /** The sender's own words, put between the greeting and the signature as written. */
  message: string | null;
};

/**
 * The subject and text of an e-mailed order in the customer's language: "Ordrebekreftelse 10023
 * fra Fjordhandel AS". The document's name is the title the PDF itself carries, so mail and PDF
 * agree.
 */
export function orderMailTexts(facts: OrderMailFacts): { subject: string; text: string } {
  const title = PDF_TEXTS[facts.locale].title[facts.pdfType];
  const { number, companyName } = facts;
  const message = facts.message ? `${facts.message}\n\n` : '';
  const texts: Record<Locale, { subject: string; text: string }> = {
    en: {
      subject: `${title} ${number} from ${companyName}`,
      text: `Hello,\n\nplease find attached ${title.toLowerCase()} ${number} from ${companyName}.\n\n${message}Kind regards\n${companyName}\n`,
    },
    nb: {
      subject: `${title} ${number} fra ${companyName}`,
      text: `Hei,\n\nvedlagt er ${title.toLowerCase()} ${number} fra ${companyName}.\n\n${message}Med vennlig hilsen\n${companyName}\n`,
    },
  };
  return texts[facts.locale];
}

import type { TaxDeductionMethod } from '@fjord/domain';
import { AppError } from '../../../errors/app-error.js';

/** Who asks for whose card: the employer's organisation number, the employee's personal number or D-number. */
export type TaxCardRequest = {
  organizationNumber: string;
  personalNumber: string;
  year: number;
  /**
   * Which of the card's deductions applies to this employer: the main employer's
   * (trekkode loennFraHovedarbeidsgiver, the default) or a secondary employer's (loennFraBiarbeidsgiver).
   */
  employer?: 'main' | 'secondary';
};

/** The card as the app stores it. Amounts and percentages are decimal strings. */
export type FetchedTaxCard = {
  calendarYear: number;
  taxDeductionMethod: TaxDeductionMethod;
  taxTable: string | null;
  taxPercentage: string | null;
  taxExemptionAmountLimit: string | null;
};

/** The service's answer as a document, kept with the card so what was fetched can be shown later. */
export type TaxCardDocument = { fileName: string; contentType: 'application/xml'; data: Buffer };

/**
 * FOUND: the card for the year; NOT_FOUND: the service answered, but has no card (result codes such as
 * ikkeSkattekort or ugyldigFoedselsEllerDnummer, or next year's card before it is issued in December).
 */
export type TaxCardAnswer =
  | { status: 'FOUND'; card: FetchedTaxCard; document: TaxCardDocument; resultCode: string; fetchedAt: Date }
  | { status: 'NOT_FOUND'; document: TaxCardDocument; resultCode: string; fetchedAt: Date };

/**
 * The port to the Tax Administration's "Skattekort til arbeidsgiver". Throws an AppError
 * SERVICE_UNAVAILABLE when the service cannot answer now.
 */
export interface TaxCardService {
  fetchTaxCard(request: TaxCardRequest): Promise<TaxCardAnswer>;
}

/** The text shown when the service is down: Norwegian, as the Tax Administration's own services answer. */
export const TAX_CARD_SERVICE_UNAVAILABLE_TEXT = 'Skatteetaten svarer ikke nå. Prøv igjen senere.';

export function taxCardServiceUnavailable(reason: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `Tax card service unavailable: ${reason}`, {
    key: 'errors.taxCardServiceUnavailable',
    printableMessage: TAX_CARD_SERVICE_UNAVAILABLE_TEXT,
  });
}

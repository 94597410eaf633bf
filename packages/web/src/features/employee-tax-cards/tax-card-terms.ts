import type { TFunction } from 'i18next';
import type { TaxDeductionMethod } from '../../gql/graphql';
import { formatAmount } from '../../ui/inputs';

/** What a card says the withholding is (the GraphQL TaxCardTerms, or a card's own fields). */
export type TaxCardTerms = {
  taxDeductionMethod: TaxDeductionMethod;
  taxTable?: string | null;
  taxPercentage?: string | null;
  taxExemptionAmountLimit?: string | null;
};

/** "45.00" → "45", "32.50" → "32.5": percentages read better without trailing zeros. */
export function trimDecimals(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** A percentage for people: "32,5 %" in Norwegian. */
export function formatPercentage(value: string | null | undefined, locale: string): string {
  return value ? `${formatAmount(trimDecimals(value), locale)} %` : '';
}

/**
 * A card in a few words, as a tax card request shows what changed: "Tabell 8010, 44 %", "Prosenttrekk 30 %",
 * "Frikort 100 000 kr" (taxCards:requests.terms in the user's language).
 */
export function describeTaxCardTerms(t: TFunction, terms: TaxCardTerms, locale: string): string {
  const percentage = formatPercentage(terms.taxPercentage, locale);
  const limit = terms.taxExemptionAmountLimit ? formatAmount(terms.taxExemptionAmountLimit, locale, true) : '';
  const method = terms.taxDeductionMethod;
  if (method === 'MAIN_EMPLOYER_TABLE')
    return percentage
      ? t('taxCards:requests.terms.tableWithPercentage', { table: terms.taxTable, percentage })
      : t('taxCards:requests.terms.table', { table: terms.taxTable });
  if (method === 'TAX_EXEMPTION') return t('taxCards:requests.terms.exemption', { limit });
  return t(`taxCards:requests.terms.${method}`, { percentage });
}

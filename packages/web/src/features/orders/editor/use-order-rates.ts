import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, isLocale, isVatCategory, VAT_CATEGORIES, type VatCategory } from '@fjord/domain';
import { OrderVatRatesDocument } from './operations';
import type { VatRatesOn } from './order-totals';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The register's rate of each VAT category on the day; the previous day's while a new one loads. */
export function useVatRatesOn(date: string | null): VatRatesOn {
  const valid = !!date && ISO_DATE.test(date);
  const { data, previousData } = useQuery(OrderVatRatesDocument, {
    variables: { date: date ?? '' },
    skip: !valid,
  });
  const rates = (data ?? previousData)?.allNorwegianVatRates;
  return useMemo(() => {
    const map = new Map<VatCategory, string>();
    for (const rate of rates ?? []) if (isVatCategory(rate.vatRateSymbol)) map.set(rate.vatRateSymbol, rate.percentage);
    return map;
  }, [rates]);
}

/** The VAT categories as select options, each with its rate on the order's date. */
export function useVatOptions(rates: VatRatesOn) {
  const { t, i18n } = useTranslation(['orderEditor', 'products']);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return useMemo(
    () =>
      VAT_CATEGORIES.map((category) => {
        const rate = rates.get(category);
        return {
          value: category,
          label: t('orderEditor:vatOption', {
            name: t(`products:vat.${category}`),
            rate: rate === undefined ? t('orderEditor:noRate') : formatDecimal(rate, locale),
          }),
        };
      }),
    [rates, t, locale],
  );
}

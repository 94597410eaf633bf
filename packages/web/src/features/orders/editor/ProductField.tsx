import { formatMoney, isLocale, priceOn } from '@fjord/domain';
import { useApolloClient } from '@apollo/client/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../ui/forms';
import { useTranslation } from 'react-i18next';
import { Autocomplete, useServerSearch, type AutocompleteOption, type FieldProps } from '../../../ui/inputs';
import { OrderProductSearchDocument } from './operations';
import { lineWithProduct, type OrderContentFormValues, type ProductChoice } from './order-form';

type ProductOption = AutocompleteOption & { product: ProductChoice };

/**
 * A line's product, searched by number or name among the products active today. Choosing one fills
 * the line from it, with the sale price in force on `priceDate` (the order's date); clearing it
 * leaves a free-text line with what was filled.
 */
export function ProductField({ index, priceDate }: { index: number; priceDate: string | null }) {
  const { t } = useTranslation('orderEditor');
  return (
    <FormField
      name={`lines.${index}.productId`}
      component={ProductInput}
      index={index}
      priceDate={priceDate}
      aria-label={t('line.productOf', { number: index + 1 })}
      placeholder={t('line.productSearch')}
    />
  );
}

type InputProps = FieldProps & {
  value: string | null;
  onChange: (value: string | null) => void;
  index: number;
  priceDate: string | null;
};

function ProductInput({ value, onChange, index, priceDate, ...field }: InputProps) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const client = useApolloClient();
  const { getValues, setValue } = useFormContext<OrderContentFormValues>();
  const { options, loading, search } = useServerSearch(async (term) => {
    const { data } = await client.query({
      query: OrderProductSearchDocument,
      variables: { search: term },
      fetchPolicy: 'network-only',
    });
    return (data?.products.items ?? []).map((product): ProductOption => {
      const prices = product.prices.map((price) => ({ ...price, validTo: price.validTo ?? null }));
      const price = priceDate ? priceOn(prices, priceDate) : null;
      return {
        value: product.id,
        label: `${product.number} ${product.name}`,
        description: price ? formatMoney(price.salePrice, locale) : undefined,
        product,
      };
    });
  });

  const choose = (next: string | null, option: ProductOption | null) => {
    if (option) {
      const line = getValues(`lines.${index}`);
      setValue(`lines.${index}`, lineWithProduct(line, option.product, priceDate), {
        shouldDirty: true,
        shouldValidate: true,
      });
      return;
    }
    onChange(next);
  };
  const line = getValues(`lines.${index}`);
  const savedLabel = line?.productId ? `${line.sellersItemIdentification} ${line.itemName}`.trim() : undefined;

  return (
    <Autocomplete<ProductOption>
      {...field}
      value={value}
      onChange={choose}
      options={options as ProductOption[]}
      onSearch={search}
      loading={loading}
      minChars={1}
      valueLabel={savedLabel}
    />
  );
}

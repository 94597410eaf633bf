import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../ui/forms';
import { Autocomplete, type AutocompleteOption } from '../../ui/inputs';
import { SupplierSearchDocument } from './operations';
import type { ProductFormValues } from './product-form';

/** The supplier: a company of the registry, searched by name or organisation number. */
export function SupplierField({ initialName, today }: { initialName: string | null; today: string }) {
  const { t } = useTranslation('products');
  const client = useApolloClient();
  const {
    field: { name, ref, value, onChange, onBlur },
    fieldState,
  } = useController<ProductFormValues, 'supplierUnitId'>({ name: 'supplierUnitId' });
  const error = useFieldErrorText(fieldState.error, t('fields.supplier'));
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const search = async (term: string) => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const { data } = await client.query({
        query: SupplierSearchDocument,
        variables: { term, date: today },
        fetchPolicy: 'network-only',
      });
      if (request !== latest.current) return;
      setOptions(
        (data?.unitSearch ?? []).map((unit) => ({
          value: unit.id,
          label: unit.name,
          description: [unit.organizationNumber, unit.city].filter(Boolean).join(' · ') || undefined,
        })),
      );
    } catch {
      // The error link has said why; the list stays as it was.
    } finally {
      if (request === latest.current) setLoading(false);
    }
  };

  return (
    <Autocomplete
      label={t('fields.supplier')}
      description={t('hints.supplier')}
      name={name}
      ref={ref}
      value={value}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
      options={options}
      onSearch={(term) => void search(term)}
      loading={loading}
      valueLabel={initialName ?? undefined}
    />
  );
}

import { useCallback, useMemo } from 'react';
import { Alert, SimpleGrid } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS, VAT_CATEGORIES, VAT_RATE_RULES, type VatRateValues } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { VatRateOrderBy, VatRateSymbol, VatRatesQuery } from '../../gql/graphql';
import { RegisterPage, registerTexts, useRegister } from '../../ui/crud';
import { FormField, FormSelect } from '../../ui/forms';
import { AmountInput, DateInput, formatAmount } from '../../ui/inputs';
import { useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { toZodSchema } from '../../ui/validation';
import { CreateVatRateDocument, DeleteVatRateDocument, UpdateVatRateDocument, VatRatesDocument } from './operations';

type VatRateRow = VatRatesQuery['vatRates']['items'][number];

const schema = toZodSchema<VatRateValues>(VAT_RATE_RULES);
const EMPTY: VatRateValues = { vatRateSymbol: null, percentage: null, activeFrom: null, activeTo: null };

/**
 * /historic-vat-rates: the Norwegian VAT rates by category with
 * percentage, active from and active to; newest first, filtered by category. National data: every
 * member reads it, only super admins get the new/edit popup and delete.
 */
export default function HistoricVatRatesPage() {
  const { t, i18n } = useTranslation('vatRates');
  const mayChange = usePermission('isSuperAdmin');
  const locale = i18n.language;
  const texts = useMemo(() => registerTexts(t), [t]);

  const categories = useMemo(
    () => VAT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
    [t],
  );
  const fetchPage = useApolloPageFetch(VatRatesDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as VatRateOrderBy | null,
      filters: request.filters.vatRateSymbol ? { vatRateSymbol: request.filters.vatRateSymbol as VatRateSymbol } : null,
    }),
    select: (data) => data.vatRates,
  });
  const describeRate = useCallback(
    (row: VatRateRow) =>
      `${t(`categories.${row.vatRateSymbol}`)} ${formatAmount(row.percentage, locale)} % (${row.activeFrom})`,
    [t, locale],
  );
  const register = useRegister({
    mayChange,
    create: CreateVatRateDocument,
    update: UpdateVatRateDocument,
    remove: DeleteVatRateDocument,
    empty: () => EMPTY,
    toValues: rateValues,
    toInput: rateInput,
    idOf: (row: VatRateRow) => row.id,
    nameOf: describeRate,
    texts,
  });
  const { actionsColumn } = register;

  const columns = useMemo<PagedColumn<VatRateRow>[]>(
    () => [
      {
        id: 'vatRateSymbol',
        orderBy: 'vat_rate_symbol',
        header: t('fields.vatRateSymbol'),
        value: (row) => t(`categories.${row.vatRateSymbol}`),
        sortable: true,
        filter: { type: 'select', options: categories },
      },
      {
        id: 'percentage',
        header: t('fields.percentage'),
        value: (row) => `${formatAmount(row.percentage, locale)} %`,
        sortable: true,
        align: 'right',
      },
      {
        id: 'activeFrom',
        orderBy: 'active_from',
        header: t('fields.activeFrom'),
        value: (row) => row.activeFrom,
        sortable: true,
      },
      {
        id: 'activeTo',
        orderBy: 'active_to',
        header: t('fields.activeTo'),
        value: (row) => row.activeTo ?? t('stillActive'),
        sortable: true,
      },
      actionsColumn,
    ],
    [t, locale, categories, actionsColumn],
  );

  return (
    <RegisterPage
      register={register}
      title={t('title')}
      description={t('description')}
      notice={
        !mayChange && (
          <Alert variant="light" icon={<IconInfoCircle size={18} />}>
            {t('readOnly')}
          </Alert>
        )
      }
      table={{ columns, fetchPage, rowId: (row) => row.id, defaultSort: { column: 'activeFrom', direction: 'DESC' } }}
      schema={schema}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect
          name="vatRateSymbol"
          label={t('fields.vatRateSymbol')}
          data={categories}
          withAsterisk
          allowDeselect={false}
        />
        <FormField
          name="percentage"
          label={t('fields.percentage')}
          component={AmountInput}
          positiveOnly
          allowBlank
          decimals={DECIMAL_KINDS.percentage.scale}
        />
        <FormField name="activeFrom" label={t('fields.activeFrom')} component={DateInput} />
        <FormField name="activeTo" label={t('fields.activeTo')} component={DateInput} />
      </SimpleGrid>
    </RegisterPage>
  );
}

function rateValues(row: VatRateRow): VatRateValues {
  return {
    vatRateSymbol: row.vatRateSymbol,
    percentage: row.percentage,
    activeFrom: row.activeFrom,
    activeTo: row.activeTo ?? null,
  };
}

function rateInput(values: VatRateValues) {
  return {
    vatRateSymbol: values.vatRateSymbol as VatRateSymbol,
    percentage: values.percentage ?? '0',
    activeFrom: values.activeFrom!,
    activeTo: values.activeTo || null,
  };
}

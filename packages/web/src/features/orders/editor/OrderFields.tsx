import { useMemo } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isInvoiceRoundingMode } from '@fjord/domain';
import { FormCheckbox, FormField, FormTextarea, FormTextInput } from '../../../ui/forms';
import { DateInput } from '../../../ui/inputs';
import { dimensionChoicesOf } from '../../dimensions/dimension-choices';
import { DimensionSelects } from '../../dimensions/DimensionSelects';
import { CustomerField } from './CustomerField';
import { OrderAllowanceCharges } from './OrderAllowanceCharges';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { OrderEditorChoicesDocument } from './operations';
import type { OrderContentFormValues } from './order-form';
import { liveTotals } from './order-totals';
import { useVatOptions, useVatRatesOn } from './use-order-rates';

export type OrderFieldsProps = {
  /**
   * The day whose VAT rates and product prices apply. Left out, the order's own date field; a
   * recurring order passes the date of its next order and sets `withDate` false.
   */
  rateDate?: string | null;
  /** Show the order date (default); a form with its own dates leaves it out. */
  withDate?: boolean;
};

/** A titled part of an editor (its h2), named for assistive technology. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The content of an order inside an AppForm whose values include OrderContentFormValues: customer,
 * delivery, reference, date, currency, note, dimensions, export; the lines; the order's discounts
 * and fees; and the totals, computed live by the domain's arithmetic the server saves with.
 * Validate with checkOrderContent (order-schema.ts) and send with orderInput (order-form.ts).
 */
export function OrderFields({ rateDate, withDate = true }: OrderFieldsProps) {
  const { t } = useTranslation('orderEditor');
  const { control } = useFormContext<OrderContentFormValues>();
  const { data } = useQuery(OrderEditorChoicesDocument, { fetchPolicy: 'cache-first' });
  const choices = useMemo(() => dimensionChoicesOf(data), [data]);
  const setting = data?.unitInvoiceSetting;
  const rounding = isInvoiceRoundingMode(setting?.taxInclusiveAmountRounding)
    ? setting.taxInclusiveAmountRounding
    : 'DISABLED';
  const [date, currencyCode, lines, allowanceCharges] = useWatch({
    control,
    name: ['date', 'currencyCode', 'lines', 'allowanceCharges'],
  });
  const priceDate = rateDate === undefined ? date : rateDate;
  const rates = useVatRatesOn(priceDate);
  const vatOptions = useVatOptions(rates);
  const live = useMemo(
    () => liveTotals({ lines: lines ?? [], allowanceCharges: allowanceCharges ?? [] }, rates, rounding),
    [lines, allowanceCharges, rates, rounding],
  );

  return (
    <Stack gap="xl">
      <Section title={t('sections.customer')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <CustomerField />
          <FormTextInput name="reference" label={t('fields.reference')} description={t('hints.reference')} required />
          {withDate && <FormField name="date" label={t('fields.date')} component={DateInput} required />}
          <FormTextInput name="currencyCode" label={t('fields.currencyCode')} maxLength={3} required />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <FormTextInput
            name="delivery.address"
            label={t('fields.deliveryAddress')}
            description={t('hints.delivery')}
          />
          <FormTextInput name="delivery.additionalAddress" label={t('fields.additionalAddress')} />
          <SimpleGrid cols={2}>
            <FormTextInput name="delivery.zip" label={t('fields.zip')} />
            <FormTextInput name="delivery.countryCode" label={t('fields.countryCode')} maxLength={2} />
          </SimpleGrid>
          <FormTextInput name="delivery.city" label={t('fields.city')} />
        </SimpleGrid>
        <FormTextarea name="note" label={t('fields.note')} />
      </Section>

      <Section title={t('sections.dimensions')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DimensionSelects
            choices={choices}
            labels={{
              carRegistration: t('fields.carRegistration'),
              project: t('fields.project'),
              department: t('fields.department'),
            }}
          />
        </SimpleGrid>
        <FormCheckbox name="isExport" label={t('fields.isExport')} />
      </Section>

      <Section title={t('sections.lines')}>
        <OrderLines
          vatOptions={vatOptions}
          lineNets={live.lineNets}
          priceDate={priceDate}
          defaultUnit={setting?.defaultProductUnitOfMeasureCode ?? null}
        />
      </Section>

      <Section title={t('sections.allowanceCharges')}>
        <OrderAllowanceCharges vatOptions={vatOptions} />
      </Section>

      <Section title={t('sections.totals')}>
        {live.totals || lines?.length ? (
          <OrderTotals
            totals={live.totals}
            currencyCode={currencyCode}
            incomplete={live.lineNets.some((net) => net === null)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('totals.none')}
          </Text>
        )}
      </Section>
    </Stack>
  );
}

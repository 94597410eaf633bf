import { SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS, TAX_DEDUCTION_METHODS } from '@fjord/domain';
import { FormField, FormSelect, FormTextInput } from '../../ui/forms';
import { AmountInput, IntegerInput } from '../../ui/inputs';
import type { TaxCardFormValues } from './tax-card-form';

/** The fields of the tax card popup; the method decides which of table, percentage and limit are shown. */
export function TaxCardFormFields() {
  const { t } = useTranslation(['taxCards', 'payrollCodes']);
  const { control } = useFormContext<TaxCardFormValues>();
  const method = useWatch({ control, name: 'taxDeductionMethod' });
  const methods = TAX_DEDUCTION_METHODS.map((value) => ({
    value,
    label: t(`payrollCodes:taxDeductionMethods.${value}`),
  }));
  const percent = { component: AmountInput, positiveOnly: true, allowBlank: true, decimals: 2 } as const;
  const percentageLabel =
    method === 'MAIN_EMPLOYER_TABLE'
      ? t('fields.percentageOutsideTable')
      : method === 'TAX_EXEMPTION'
        ? t('fields.percentageAboveLimit')
        : t('fields.taxPercentage');
  const percentageHint =
    method === 'MAIN_EMPLOYER_TABLE'
      ? t('hints.percentageOutsideTable')
      : method === 'TAX_EXEMPTION'
        ? t('hints.percentageAboveLimit')
        : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormField name="calendarYear" label={t('fields.calendarYear')} component={IntegerInput} />
        <FormSelect
          name="taxDeductionMethod"
          label={t('fields.taxDeductionMethod')}
          data={methods}
          allowDeselect={false}
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {method === 'MAIN_EMPLOYER_TABLE' && (
          <FormTextInput
            name="taxTable"
            label={t('fields.taxTable')}
            description={t('hints.taxTable')}
            maxLength={4}
            inputMode="numeric"
            withAsterisk
            data-autofocus
          />
        )}
        {method === 'TAX_EXEMPTION' && (
          <FormField
            name="taxExemptionAmountLimit"
            label={t('fields.taxExemptionAmountLimit')}
            component={AmountInput}
            positiveOnly
            allowBlank
            decimals={DECIMAL_KINDS.amount.scale}
            grouping
          />
        )}
        <FormField name="taxPercentage" label={percentageLabel} description={percentageHint} {...percent} />
      </SimpleGrid>
    </Stack>
  );
}

import { Divider, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BENEFIT_KINDS, PAY_CODES, PAYCHECK_LINE_CALCULATION_TYPES } from '@fjord/domain';
import { FormCheckbox, FormField, FormSelect, FormTextInput } from '../../ui/forms';
import { AmountInput, IntegerInput } from '../../ui/inputs';
import { FIGURE_DECIMALS } from './template-lines';

/** The fields of the pay line popup; figures only with canViewSalaries. */
export function MainTemplateFormFields({ withFigures }: { withFigures: boolean }) {
  const { t } = useTranslation(['paycheckTemplates', 'payrollCodes']);
  const benefitKinds = BENEFIT_KINDS.map((value) => ({ value, label: t(`payrollCodes:benefitKinds.${value}`) }));
  const payCodes = PAY_CODES.map((value) => ({ value, label: t(`payrollCodes:payCodes.${value}`) }));
  const calculationTypes = PAYCHECK_LINE_CALCULATION_TYPES.map((value) => ({
    value,
    label: t(`payrollCodes:calculationTypes.${value}`),
  }));
  const figure = { component: AmountInput, allowBlank: true, grouping: true } as const;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormField name="number" label={t('fields.number')} component={IntegerInput} required />
        <FormCheckbox name="active" label={t('fields.active')} mt={30} />
      </SimpleGrid>
      <FormTextInput name="description" label={t('fields.description')} withAsterisk data-autofocus />
      <FormTextInput name="altinnDescription" label={t('fields.altinnDescription')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect name="altinnFordel" label={t('fields.altinnFordel')} data={benefitKinds} clearable />
        <FormSelect name="payCode" label={t('fields.payCode')} data={payCodes} searchable clearable />
        <FormSelect name="calculationType" label={t('fields.calculationType')} data={calculationTypes} />
        <FormTextInput
          name="accountNumber"
          label={t('fields.accountNumber')}
          description={t('fields.accountNumberHint')}
          inputMode="numeric"
          maxLength={4}
        />
      </SimpleGrid>
      {withFigures && (
        <>
          <Divider label={t('sections.figures')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormField name="quantity" label={t('fields.quantity')} {...figure} decimals={FIGURE_DECIMALS.quantity} />
            <FormField name="rate" label={t('fields.rate')} {...figure} decimals={FIGURE_DECIMALS.rate} />
            <FormField name="sum" label={t('fields.sum')} {...figure} decimals={FIGURE_DECIMALS.sum} />
          </SimpleGrid>
        </>
      )}
      <Divider label={t('sections.options')} labelPosition="left" />
      <FormCheckbox name="calculatePositive" label={t('fields.calculatePositive')} />
      <FormCheckbox name="editableFromEmployeePage" label={t('fields.editableFromEmployeePage')} />
      <FormCheckbox name="carOverwrite" label={t('fields.carOverwrite')} />
      <FormCheckbox name="projectOverwrite" label={t('fields.projectOverwrite')} />
      <FormCheckbox name="departmentOverwrite" label={t('fields.departmentOverwrite')} />
    </Stack>
  );
}

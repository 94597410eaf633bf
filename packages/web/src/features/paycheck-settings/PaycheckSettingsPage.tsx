import { useMemo } from 'react';
import { Anchor, Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DURATION_TYPES,
  EMPLOYMENT_TYPES,
  HALF_TAX_MONTHS,
  HOURS_IN_WEEK,
  DECIMAL_KINDS,
  SHIFT_TYPES,
  TAX_CALCULATION_MODES,
} from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import {
  AppForm,
  FormActions,
  FormField,
  FormSelect,
  FormTextInput,
  ReadOnlyFieldset,
  ReadOnlyNotice,
  useAppForm,
} from '../../ui/forms';
import { AmountInput, IntegerInput } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import type { PaycheckSettingFieldsFragment } from '../../gql/graphql';
import { currencyOptions } from '../company-settings/invoice-setting-form';
import { SettingsHeading } from '../company-settings/SettingsHeading';
import { MunicipalityField } from '../municipalities/MunicipalityField';
import { OccupationField } from '../occupations/OccupationField';
import { SubUnitField } from '../sub-units/SubUnitField';
import { AltinnSystemPasswordField } from './AltinnSystemPasswordField';
import { SaveUnitPaycheckSettingDocument, UnitPaycheckSettingDocument } from './operations';
import {
  paycheckSettingSchema,
  toPaycheckSettingInput,
  valuesOf,
  type PaycheckSettingFormValues,
} from './paycheck-setting-form';
import { PageTitle } from '../../ui/layout/PageTitle';

/**
 * /application-settings: the company's payroll settings on one
 * page — the Altinn system user, tax calculation, pay defaults, the default work relation new
 * relations start from, the company's municipality and the first paycheck number. Every member
 * may read them; only those who edit employees can change them.
 */
export default function PaycheckSettingsPage() {
  const { t } = useTranslation('paycheckSettings');
  const { data } = useQuery(UnitPaycheckSettingDocument, { fetchPolicy: 'cache-and-network' });
  const canEdit = usePermission('canEditEmployees');
  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
        <Anchor component={Link} to="/application-settings/paycheck-template" size="sm">
          {t('templateLink')}
        </Anchor>
      </Stack>
      {!canEdit && <ReadOnlyNotice>{t('readOnly')}</ReadOnlyNotice>}
      {data ? (
        <PaycheckSettingsForm
          key={data.unitPaycheckSetting.savedAt ?? 'defaults'}
          setting={data.unitPaycheckSetting}
          readOnly={!canEdit}
        />
      ) : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}

function PaycheckSettingsForm({ setting, readOnly }: { setting: PaycheckSettingFieldsFragment; readOnly: boolean }) {
  const { t, i18n } = useTranslation('paycheckSettings');
  const client = useApolloClient();
  const saved = useMemo(() => valuesOf(setting), [setting]);
  const form = useAppForm({ schema: paycheckSettingSchema, saved });
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);

  async function save(values: PaycheckSettingFormValues) {
    await client.mutate({
      mutation: SaveUnitPaycheckSettingDocument,
      variables: { input: toPaycheckSettingInput(values) },
      context: { handleErrors: false },
      update: (cache, result) => {
        const next = result.data?.saveUnitPaycheckSetting;
        if (next) cache.writeQuery({ query: UnitPaycheckSettingDocument, data: { unitPaycheckSetting: next } });
      },
    });
    toast('success', t('saved'));
  }

  return (
    <Paper withBorder p="lg">
      <AppForm form={form} onSubmit={save} aria-label={t('title')}>
        <ReadOnlyFieldset readOnly={readOnly}>
          <Stack>
            <SettingsHeading title={t('altinn.title')} help={t('altinn.help')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FormTextInput name="altinnSystemUserName" label={t('altinn.userName')} autoComplete="off" />
              <AltinnSystemPasswordField stored={setting.altinnSystemPasswordSet} readOnly={readOnly} />
            </SimpleGrid>

            <SettingsHeading title={t('tax.title')} help={t('tax.help')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CodeSelect
                name="calculationForTax"
                label={t('tax.calculationForTax')}
                group="taxCalculationModes"
                values={TAX_CALCULATION_MODES}
              />
              <CodeSelect
                name="halfTaxMonth"
                label={t('tax.halfTaxMonth')}
                description={t('tax.halfTaxMonthHelp')}
                group="halfTaxMonths"
                values={HALF_TAX_MONTHS}
              />
            </SimpleGrid>

            <SettingsHeading title={t('pay.title')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <FormSelect
                name="currencyCode"
                label={t('pay.currencyCode')}
                data={currencies}
                searchable
                allowDeselect={false}
                withAsterisk
              />
              <FormField
                name="defaultCreditDays"
                label={t('pay.defaultCreditDays')}
                component={IntegerInput}
                required
              />
              <FormField
                name="defaultVacationMoneyPercentage"
                label={t('pay.defaultVacationMoneyPercentage')}
                description={t('pay.defaultVacationMoneyPercentageHelp')}
                component={AmountInput}
                positiveOnly
                decimals={DECIMAL_KINDS.percentage.scale}
                required
              />
            </SimpleGrid>

            <SettingsHeading title={t('workRelation.title')} help={t('workRelation.help')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SubUnitField name="defaultSubUnitId" label={t('workRelation.subUnit')} clearable />
              <OccupationField name="defaultOccupationCode" label={t('workRelation.occupation')} />
              <CodeSelect
                name="defaultEmploymentType"
                label={t('workRelation.employmentType')}
                group="employmentTypes"
                values={EMPLOYMENT_TYPES}
              />
              <CodeSelect
                name="defaultDurationType"
                label={t('workRelation.durationType')}
                group="durationTypes"
                values={DURATION_TYPES}
              />
              <CodeSelect
                name="defaultShiftType"
                label={t('workRelation.shiftType')}
                group="shiftTypes"
                values={SHIFT_TYPES}
              />
              <FormField
                name="defaultHoursEveryWeekWithFullEmployment"
                label={t('workRelation.hours')}
                description={t('workRelation.hoursHelp', { max: HOURS_IN_WEEK })}
                component={AmountInput}
                positiveOnly
                decimals={DECIMAL_KINDS.hours.scale}
                required
              />
              <FormField
                name="defaultEmploymentPercentage"
                label={t('workRelation.employmentPercentage')}
                component={AmountInput}
                positiveOnly
                decimals={DECIMAL_KINDS.percentage.scale}
                required
              />
            </SimpleGrid>

            <SettingsHeading title={t('company.title')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MunicipalityField
                name="municipalityNumber"
                label={t('company.municipality')}
                description={t('company.municipalityHelp')}
              />
              <FormTextInput
                name="startingPaycheckNumber"
                label={t('company.startingPaycheckNumber')}
                description={t('company.startingPaycheckNumberHelp')}
                withAsterisk
              />
            </SimpleGrid>
          </Stack>
        </ReadOnlyFieldset>
        {!readOnly && <FormActions resetLabel={t('reset')} submitLabel={t('common:save')} mt="lg" />}
      </AppForm>
    </Paper>
  );
}

type CodeSelectProps = {
  name: string;
  label: string;
  description?: string;
  group: string;
  values: readonly string[];
};

/** A required choice among payroll codes, each named by its label in `payrollCodes:<group>`. */
function CodeSelect({ name, label, description, group, values }: CodeSelectProps) {
  const { t } = useTranslation('payrollCodes');
  const data = values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  return (
    <FormSelect name={name} label={label} description={description} data={data} allowDeselect={false} withAsterisk />
  );
}

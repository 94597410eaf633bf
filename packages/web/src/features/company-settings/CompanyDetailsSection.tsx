import { useMemo } from 'react';
import { Center, Loader, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatOrganizationNumber, UNIT_RULES, VAT_REGULATIONS, type UnitValues } from '@fjord/domain';
import { CurrentUserDocument } from '../../app/current-user';
import { useCityFromPostalCode } from '../../ui/address';
import { AppForm, DirtyReporter, FormField, FormSelect, FormTextInput, useAppForm } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import { toZodSchema } from '../../ui/validation';
import type { CompanyDetailsQuery, UpdateCurrentUnitInput, VatRegulation } from '../../gql/graphql';
import { SettingsFormFooter } from './form-parts';
import { CompanyDetailsDocument, CountriesDocument, UpdateCurrentUnitDocument } from './operations';

const schema = toZodSchema<UnitValues>(UNIT_RULES);

type Unit = NonNullable<CompanyDetailsQuery['currentUnit']>;

function valuesOf(unit: Unit): UnitValues {
  return {
    name: unit.name,
    unofficialName: unit.unofficialName ?? null,
    address: unit.address ?? null,
    zip: unit.zip ?? null,
    city: unit.city ?? null,
    countryCode: unit.countryCode,
    mobile: unit.mobile ?? null,
    phone: unit.phone ?? null,
    website: unit.website ?? null,
    email: unit.email ?? null,
    locale: unit.locale,
    openedDate: unit.openedDate ?? null,
    closedDate: unit.closedDate ?? null,
    vatRegulation: unit.vatRegulation ?? null,
  };
}

const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

export function toUnitInput(values: UnitValues): UpdateCurrentUnitInput {
  return {
    name: values.name.trim(),
    unofficialName: blankToNull(values.unofficialName),
    address: blankToNull(values.address),
    zip: blankToNull(values.zip),
    city: blankToNull(values.city),
    countryCode: values.countryCode,
    mobile: blankToNull(values.mobile),
    phone: blankToNull(values.phone),
    website: blankToNull(values.website),
    email: blankToNull(values.email),
    locale: values.locale,
    openedDate: values.openedDate || null,
    closedDate: values.closedDate || null,
    vatRegulation: (values.vatRegulation || null) as VatRegulation | null,
  };
}

/** "Firma": the company's own details; the organisation number is shown, not changed. */
export function CompanyDetailsSection({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { data } = useQuery(CompanyDetailsDocument, { fetchPolicy: 'cache-and-network' });
  const unit = data?.currentUnit;
  if (!unit) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <CompanyDetailsForm unit={unit} onDirtyChange={onDirtyChange} />;
}

function CompanyDetailsForm({ unit, onDirtyChange }: { unit: Unit; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('companySettings');
  const client = useApolloClient();
  const saved = useMemo(() => valuesOf(unit), [unit]);
  const form = useAppForm({ schema, saved });
  useCityFromPostalCode({ zip: 'zip', city: 'city', countryCode: 'countryCode' }, form);
  const { data: countryData } = useQuery(CountriesDocument);
  const countries = useMemo(
    () => (countryData?.allCountries ?? []).map((country) => ({ value: country.code, label: country.name })),
    [countryData],
  );

  async function save(values: UnitValues) {
    await client.mutate({
      mutation: UpdateCurrentUnitDocument,
      variables: { input: toUnitInput(values) },
      context: { handleErrors: false },
      // The company's name shows in the header and the company switcher.
      refetchQueries: [CurrentUserDocument],
    });
    toast('success', t('company.saved'));
  }

  return (
    <Paper withBorder p="lg">
      <AppForm form={form} onSubmit={save} aria-label={t('company.title')}>
        <DirtyReporter onDirtyChange={onDirtyChange} />
        <Stack>
          <Title order={3}>{t('company.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextInput name="name" label={t('company.name')} withAsterisk />
            <FormTextInput name="unofficialName" label={t('company.unofficialName')} />
            <TextInput
              label={t('company.organizationNumber')}
              value={unit.organizationNumber ? formatOrganizationNumber(unit.organizationNumber) : '—'}
              description={t('company.organizationNumberHelp')}
              readOnly
              variant="filled"
            />
            <FormSelect
              name="vatRegulation"
              label={t('company.vatRegulation')}
              data={VAT_REGULATIONS.map((value) => ({ value, label: t(`vatRegulations.${value}`) }))}
              clearable
            />
            <FormTextInput name="address" label={t('company.address')} />
            <SimpleGrid cols={2}>
              <FormTextInput name="zip" label={t('company.zip')} />
              <FormTextInput name="city" label={t('company.city')} />
            </SimpleGrid>
            <FormSelect
              name="countryCode"
              label={t('company.countryCode')}
              data={countries}
              searchable
              allowDeselect={false}
              withAsterisk
            />
            <FormSelect
              name="locale"
              label={t('company.locale')}
              description={t('company.localeHelp')}
              data={[
                { value: 'nb', label: t('locales.nb') },
                { value: 'en', label: t('locales.en') },
              ]}
              allowDeselect={false}
              withAsterisk
            />
            <FormTextInput name="phone" type="tel" label={t('company.phone')} />
            <FormTextInput name="mobile" type="tel" label={t('company.mobile')} />
            <FormTextInput name="email" type="email" label={t('company.email')} />
            <FormTextInput name="website" label={t('company.website')} placeholder="www.firma.no" />
            <FormField name="openedDate" label={t('company.openedDate')} component={DateInput} />
            <FormField name="closedDate" label={t('company.closedDate')} component={DateInput} />
          </SimpleGrid>
          <SettingsFormFooter />
        </Stack>
      </AppForm>
    </Paper>
  );
}

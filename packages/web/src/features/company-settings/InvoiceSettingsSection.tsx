import { useMemo } from 'react';
import { Center, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_DISPLAY_FLAGS,
  INVOICE_ROUNDING_MODES,
  LEGAL_NOTES_MAX,
  MAX_EMAIL_COPIES,
  SUPPLIER_PARTY_REFERENCE_SETTINGS,
  UNIT_OF_MEASURE_CODES,
  type UnitInvoiceSettingValues,
} from '@fjord/domain';
import {
  AppForm,
  DirtyReporter,
  FormCheckbox,
  FormField,
  FormSelect,
  FormTextarea,
  FormTextInput,
  useAppForm,
} from '../../ui/forms';
import { IntegerInput } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import type { InvoiceSettingFieldsFragment } from '../../gql/graphql';
import { SettingsFormFooter, TextListField } from './form-parts';
import { IbanFollowsBban, JournalAccountFields, KidFields, OverdueFields } from './invoice-setting-fields';
import { currencyOptions, invoiceSettingSchema, toInvoiceSettingInput, valuesOf } from './invoice-setting-form';
import { SettingsHeading } from './SettingsHeading';
import { CountriesDocument, SaveUnitInvoiceSettingDocument, UnitInvoiceSettingDocument } from './operations';

/** "Faktura": UnitInvoiceSetting, every field. */
export function InvoiceSettingsSection({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { data } = useQuery(UnitInvoiceSettingDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <InvoiceSettingsForm setting={data.unitInvoiceSetting} onDirtyChange={onDirtyChange} />;
}

function InvoiceSettingsForm({
  setting,
  onDirtyChange,
}: {
  setting: InvoiceSettingFieldsFragment;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation('companySettings');
  const client = useApolloClient();
  const saved = useMemo(() => valuesOf(setting), [setting]);
  const form = useAppForm({ schema: invoiceSettingSchema, saved });
  const { data: countryData } = useQuery(CountriesDocument);
  const countries = useMemo(
    () => (countryData?.allCountries ?? []).map((country) => ({ value: country.code, label: country.name })),
    [countryData],
  );
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  const choices = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  async function save(values: UnitInvoiceSettingValues) {
    await client.mutate({
      mutation: SaveUnitInvoiceSettingDocument,
      variables: { input: toInvoiceSettingInput(values) },
      context: { handleErrors: false },
      update: (cache, result) => {
        const saved = result.data?.saveUnitInvoiceSetting;
        if (saved) cache.writeQuery({ query: UnitInvoiceSettingDocument, data: { unitInvoiceSetting: saved } });
      },
    });
    toast('success', t('invoice.saved'));
  }

  return (
    <Paper withBorder p="lg">
      <AppForm form={form} onSubmit={save} aria-label={t('invoice.title')}>
        <DirtyReporter onDirtyChange={onDirtyChange} />
        <IbanFollowsBban />
        <Stack>
          <Title order={3}>{t('invoice.title')}</Title>

          <SettingsHeading title={t('invoice.bank')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormTextInput
              name="bban"
              label={t('invoice.bban')}
              description={t('invoice.bbanHelp')}
              placeholder="1234.56.78903"
            />
            <FormTextInput name="iban" label={t('invoice.iban')} placeholder="NO93 8601 1117 947" />
            <FormTextInput name="swift" label={t('invoice.swift')} placeholder="DNBANOKK" />
          </SimpleGrid>

          <SettingsHeading title={t('invoice.defaults')} help={t('invoice.defaultsHelp')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormSelect
              name="currencyCode"
              label={t('invoice.currencyCode')}
              data={currencies}
              searchable
              allowDeselect={false}
              withAsterisk
            />
            <FormSelect
              name="customerCountry"
              label={t('invoice.customerCountry')}
              data={countries}
              searchable
              allowDeselect={false}
              withAsterisk
            />
            <FormField
              name="customerCreditDays"
              label={t('invoice.customerCreditDays')}
              component={IntegerInput}
              required
            />
            <FormSelect
              name="defaultProductUnitOfMeasureCode"
              label={t('invoice.defaultProductUnitOfMeasureCode')}
              data={choices('unitsOfMeasure', UNIT_OF_MEASURE_CODES)}
              searchable
              allowDeselect={false}
              withAsterisk
            />
          </SimpleGrid>

          <SettingsHeading title={t('invoice.numbers')} help={t('invoice.numbersHelp')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextInput name="startingInvoiceNumber" label={t('invoice.startingInvoiceNumber')} withAsterisk />
            <FormTextInput name="startingOrderNumber" label={t('invoice.startingOrderNumber')} withAsterisk />
          </SimpleGrid>

          <SettingsHeading title={t('invoice.kid')} />
          <KidFields />

          <SettingsHeading title={t('invoice.overdue')} help={t('invoice.overdueHelp')} />
          <OverdueFields />

          <SettingsHeading title={t('invoice.display')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {INVOICE_DISPLAY_FLAGS.map((flag) => (
              <FormCheckbox key={flag} name={`displaySettings.${flag}`} label={t(`displayFlags.${flag}`)} />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormSelect
              name="supplierPartyReferenceSetting"
              label={t('invoice.supplierPartyReferenceSetting')}
              description={t('invoice.supplierPartyReferenceSettingHelp')}
              data={choices('nameOptions', SUPPLIER_PARTY_REFERENCE_SETTINGS)}
              allowDeselect={false}
            />
            <FormSelect
              name="taxInclusiveAmountRounding"
              label={t('invoice.taxInclusiveAmountRounding')}
              description={t('invoice.taxInclusiveAmountRoundingHelp')}
              data={choices('roundings', INVOICE_ROUNDING_MODES)}
              allowDeselect={false}
            />
          </SimpleGrid>

          <JournalAccountFields />

          <SettingsHeading title={t('invoice.features')} />
          <Stack gap="xs">
            <FormCheckbox name="exports" label={t('invoice.exports')} />
            <FormCheckbox name="paymentMethods" label={t('invoice.paymentMethods')} />
            <FormCheckbox name="productGroups" label={t('invoice.productGroups')} />
          </Stack>

          <SettingsHeading title={t('invoice.texts')} />
          <TextListField
            name="invoiceEmailCopy"
            type="email"
            label={t('invoice.invoiceEmailCopy')}
            description={t('invoice.invoiceEmailCopyHelp', { count: MAX_EMAIL_COPIES })}
            itemLabel={(index) => t('invoice.emailCopyItem', { number: index + 1 })}
            addLabel={t('invoice.addEmailCopy')}
            max={MAX_EMAIL_COPIES}
          />
          <TextListField
            name="legalNotes"
            label={t('invoice.legalNotes')}
            description={t('invoice.legalNotesHelp')}
            itemLabel={(index) => t('invoice.legalNoteItem', { number: index + 1 })}
            addLabel={t('invoice.addLegalNote')}
            max={LEGAL_NOTES_MAX}
          />
          <FormTextarea name="customNote" label={t('invoice.customNote')} description={t('invoice.customNoteHelp')} />

          <SettingsFormFooter savedAt={setting.savedAt ?? null} savedBy={setting.savedBy} />
        </Stack>
      </AppForm>
    </Paper>
  );
}

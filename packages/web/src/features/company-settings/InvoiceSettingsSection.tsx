import { useEffect, useMemo } from 'react';
import { Center, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatBankAccount,
  formatIban,
  ibanMatchesBankAccount,
  INVOICE_DISPLAY_FLAGS,
  INVOICE_ROUNDING_MODES,
  isValidBankAccount,
  KID_LENGTH_MAX,
  KID_LENGTH_MIN,
  KID_MOD_DIGITS,
  LEGAL_NOTES_MAX,
  MAX_EMAIL_COPIES,
  rules,
  SUPPLIER_PARTY_REFERENCE_SETTINGS,
  UNIT_INVOICE_SETTING_RULES,
  UNIT_OF_MEASURE_CODES,
  type UnitInvoiceSettingValues,
} from '@fjord/domain';
import { AppForm, FormCheckbox, FormField, FormSelect, FormTextarea, FormTextInput, useAppForm } from '../../ui/forms';
import { AmountInput, IntegerInput } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import { toZodSchema } from '../../ui/validation';
import type {
  InvoiceSettingFieldsFragment,
  KidModDigit,
  SaveUnitInvoiceSettingInput,
  SupplierPartyReferenceSetting,
  TaxInclusiveAmountRounding,
} from '../../gql/graphql';
import { DirtyReporter, SettingsFormFooter, TextListField } from './form-parts';
import { SettingsHeading } from './SettingsHeading';
import { CountriesDocument, SaveUnitInvoiceSettingDocument, UnitInvoiceSettingDocument } from './operations';

/**
 * The shared rules, plus the BBAN/IBAN pair checked as the form is typed (the server answers
 * iban_mismatch for the same case).
 */
const schema = toZodSchema<UnitInvoiceSettingValues>({
  ...UNIT_INVOICE_SETTING_RULES,
  iban: [
    ...UNIT_INVOICE_SETTING_RULES.iban,
    rules.custom((value, context) => {
      const bban = context.values?.bban;
      return typeof bban !== 'string' || !isValidBankAccount(bban) || ibanMatchesBankAccount(String(value), bban);
    }, 'invalidCombination'),
  ],
});

/** The currencies most used in Norway first, then every other the browser knows. */
const FIRST_CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP'];

export function currencyOptions(locale: string): { value: string; label: string }[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? [];
  const names = new Intl.DisplayNames([locale === 'nb' ? 'nb-NO' : 'en-GB'], { type: 'currency' });
  const codes = [...FIRST_CURRENCIES, ...supported.filter((code) => !FIRST_CURRENCIES.includes(code))];
  return codes.map((code) => ({ value: code, label: `${code} – ${names.of(code) ?? code}` }));
}

function valuesOf(setting: InvoiceSettingFieldsFragment): UnitInvoiceSettingValues {
  const { displaySettings } = setting;
  return {
    bban: setting.bban ? formatBankAccount(setting.bban) : '',
    iban: setting.iban ? formatIban(setting.iban) : '',
    swift: setting.swift ?? '',
    currencyCode: setting.currencyCode,
    customNote: setting.customNote ?? '',
    customerCountry: setting.customerCountry,
    customerCreditDays: setting.customerCreditDays,
    defaultProductUnitOfMeasureCode: setting.defaultProductUnitOfMeasureCode,
    displaySettings: Object.fromEntries(
      INVOICE_DISPLAY_FLAGS.map((flag) => [flag, displaySettings[flag]]),
    ) as UnitInvoiceSettingValues['displaySettings'],
    exports: setting.exports,
    invoiceEmailCopy: [...setting.invoiceEmailCopy],
    usesKid: setting.usesKid,
    kidLength: setting.kidLength ?? null,
    kidModDigit: setting.kidModDigit,
    legalNotes: [...setting.legalNotes],
    overdueNoticeCharge: setting.overdueNoticeCharge ?? null,
    usesOverdueNotices: setting.usesOverdueNotices,
    paymentMethods: setting.paymentMethods,
    productGroups: setting.productGroups,
    startingInvoiceNumber: setting.startingInvoiceNumber,
    startingOrderNumber: setting.startingOrderNumber,
    supplierPartyReferenceSetting: setting.supplierPartyReferenceSetting,
    taxInclusiveAmountRounding: setting.taxInclusiveAmountRounding,
  };
}

const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

export function toInvoiceSettingInput(values: UnitInvoiceSettingValues): SaveUnitInvoiceSettingInput {
  return {
    bban: blankToNull(values.bban),
    iban: blankToNull(values.iban),
    swift: blankToNull(values.swift),
    currencyCode: values.currencyCode,
    customNote: blankToNull(values.customNote),
    customerCountry: values.customerCountry,
    customerCreditDays: values.customerCreditDays,
    defaultProductUnitOfMeasureCode: values.defaultProductUnitOfMeasureCode,
    displaySettings: { ...values.displaySettings },
    exports: values.exports,
    invoiceEmailCopy: values.invoiceEmailCopy.map((copy) => copy.trim()),
    usesKid: values.usesKid,
    kidLength: values.kidLength,
    kidModDigit: values.kidModDigit as KidModDigit,
    legalNotes: values.legalNotes.map((note) => note.trim()),
    overdueNoticeCharge: values.overdueNoticeCharge || null,
    usesOverdueNotices: values.usesOverdueNotices,
    paymentMethods: values.paymentMethods,
    productGroups: values.productGroups,
    startingInvoiceNumber: values.startingInvoiceNumber.trim(),
    startingOrderNumber: values.startingOrderNumber.trim(),
    supplierPartyReferenceSetting: values.supplierPartyReferenceSetting as SupplierPartyReferenceSetting,
    taxInclusiveAmountRounding: values.taxInclusiveAmountRounding as TaxInclusiveAmountRounding,
  };
}

/** "Faktura": UnitInvoiceSetting (spec 000 §3), every field. */
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
  const form = useAppForm({ schema, saved });
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

/** The IBAN is checked against the account number, so a new account number checks the IBAN again. */
function IbanFollowsBban() {
  const { control, trigger, getValues } = useFormContext<UnitInvoiceSettingValues>();
  const bban = useWatch({ control, name: 'bban' });
  useEffect(() => {
    if (getValues('iban')) void trigger('iban');
  }, [bban, getValues, trigger]);
  return null;
}

/** KID length and check digit method matter only when KID is used. */
function KidFields() {
  const { t } = useTranslation('companySettings');
  const usesKid = useWatch({ name: 'usesKid' }) as boolean;
  return (
    <Stack gap="xs">
      <FormCheckbox name="usesKid" label={t('invoice.usesKid')} />
      {usesKid && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            name="kidLength"
            label={t('invoice.kidLength')}
            description={t('invoice.kidLengthHelp', { min: KID_LENGTH_MIN, max: KID_LENGTH_MAX })}
            component={IntegerInput}
            required
          />
          <FormSelect
            name="kidModDigit"
            label={t('invoice.kidModDigit')}
            data={KID_MOD_DIGITS.map((value) => ({ value, label: t(`kidMethods.${value}`) }))}
            allowDeselect={false}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function OverdueFields() {
  const { t } = useTranslation('companySettings');
  const usesOverdueNotices = useWatch({ name: 'usesOverdueNotices' }) as boolean;
  return (
    <Stack gap="xs">
      <FormCheckbox name="usesOverdueNotices" label={t('invoice.usesOverdueNotices')} />
      {usesOverdueNotices && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            name="overdueNoticeCharge"
            label={t('invoice.overdueNoticeCharge')}
            component={AmountInput}
            allowBlank
            positiveOnly
            decimals={2}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

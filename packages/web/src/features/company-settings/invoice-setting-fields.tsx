import { useEffect, useId } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  JOURNAL_ACCOUNT_DEFAULTS,
  JOURNAL_ACCOUNT_FIELDS,
  KID_LENGTH_MAX,
  KID_LENGTH_MIN,
  KID_MOD_DIGITS,
  type UnitInvoiceSettingValues,
} from '@fjord/domain';
import { FormCheckbox, FormField, FormSelect, FormTextInput } from '../../ui/forms';
import { SettingsHeading } from './SettingsHeading';
import { AmountInput, IntegerInput } from '../../ui/inputs';

/** The IBAN is checked against the account number, so a new account number checks the IBAN again. */
export function IbanFollowsBban() {
  const { control, trigger, getValues } = useFormContext<UnitInvoiceSettingValues>();
  const bban = useWatch({ control, name: 'bban' });
  useEffect(() => {
    if (getValues('iban')) void trigger('iban');
  }, [bban, getValues, trigger]);
  return null;
}

/** KID length and check digit method matter only when KID is used. */
export function KidFields() {
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

export function OverdueFields() {
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
      {usesOverdueNotices && (
        <FormCheckbox
          name="sendsOverdueNoticesAutomatically"
          label={t('invoice.sendsOverdueNoticesAutomatically')}
          description={t('invoice.sendsOverdueNoticesAutomaticallyDescription')}
        />
      )}
    </Stack>
  );
}

/**
 * The nine accounts of the bookkeeping export, as a group named by its heading (a field such as
 * "Purregebyr" is then heard as the account, not the fee). Each shows its NS 4102 default.
 */
export function JournalAccountFields() {
  const { t } = useTranslation('companySettings');
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <SettingsHeading id={headingId} title={t('invoice.journalAccounts')} help={t('invoice.journalAccountsHelp')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        {JOURNAL_ACCOUNT_FIELDS.map((field) => (
          <FormTextInput
            key={field}
            name={`journalAccounts.${field}`}
            label={t(`journalAccounts.${field}`)}
            description={t('invoice.journalAccountDefault', { account: JOURNAL_ACCOUNT_DEFAULTS[field] })}
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
          />
        ))}
      </SimpleGrid>
    </div>
  );
}

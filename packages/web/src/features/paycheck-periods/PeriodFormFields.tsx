import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormField, FormTextInput } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';

/** The fields of the period popup: its name, the month it is booked in, and its two dates. */
export function PeriodFormFields() {
  const { t } = useTranslation('paycheckPeriods');
  return (
    <Stack gap="sm">
      <FormTextInput name="name" label={t('fields.name')} withAsterisk data-autofocus />
      <FormTextInput
        name="bookkeepingPeriod"
        label={t('fields.bookkeepingPeriod')}
        description={t('hints.bookkeepingPeriod')}
        withAsterisk
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormField
          name="payDate"
          label={t('fields.payDate')}
          description={t('hints.payDate')}
          component={DateInput}
          required
        />
        <FormField
          name="journalDate"
          label={t('fields.journalDate')}
          description={t('hints.journalDate')}
          component={DateInput}
          required
        />
      </SimpleGrid>
    </Stack>
  );
}

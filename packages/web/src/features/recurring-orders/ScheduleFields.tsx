import { useMemo } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RECURRING_INTERVAL_CHOICE_NAMES } from '@fjord/domain';
import { FormCheckbox, FormField, FormSelect } from '../../ui/forms';
import { DateInput, IntegerInput } from '../../ui/inputs';

/** The schedule of a recurring order: active, start, end, how often, and how many days ahead. */
export function ScheduleFields() {
  const { t } = useTranslation('recurringOrders');
  const intervals = useMemo(
    () => RECURRING_INTERVAL_CHOICE_NAMES.map((name) => ({ value: name, label: t(`intervals.${name}`) })),
    [t],
  );
  return (
    <Stack gap="sm" component="section" aria-label={t('sections.schedule')}>
      <Title order={2} size="h4">
        {t('sections.schedule')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <FormField name="startDate" label={t('fields.startDate')} component={DateInput} required />
        <FormSelect name="interval" label={t('fields.interval')} data={intervals} required />
        <FormField name="endDate" label={t('fields.endDate')} description={t('hints.endDate')} component={DateInput} />
        <FormField
          name="dateOffset"
          label={t('fields.dateOffset')}
          description={t('hints.dateOffset')}
          component={IntegerInput}
        />
      </SimpleGrid>
      <FormCheckbox name="active" label={t('fields.active')} description={t('hints.active')} />
    </Stack>
  );
}

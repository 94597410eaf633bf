import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../ui/layout/CollapsibleSection';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import type { SavedPaycheck } from './paycheck-form';
import { usePaycheckSection } from './paycheck-sections';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/**
 * Whose paycheck and when: the employee (as copied at locking), the period and its dates, the
 * paid and journal dates; then, in a section that opens, who saved it, locked it and last moved
 * its paid date.
 */
export function PaycheckFacts({ paycheck }: { paycheck: SavedPaycheck }) {
  const { t, i18n } = useTranslation('paychecks');
  const locale = localeOf(i18n.language);
  const date = (value: string) => formatDate(value, locale);
  const account = paycheck.employeeBban ?? paycheck.employeeIban;
  const audit = [
    paycheck.savedBy ? t('facts.savedBy', { name: paycheck.savedBy.name }) : null,
    paycheck.lockedAt
      ? t('facts.lockedBy', { name: paycheck.lockedBy?.name ?? '–', date: date(paycheck.lockedAt) })
      : null,
    paycheck.paidDateUpdatedAt
      ? t('facts.paidDateUpdatedBy', {
          name: paycheck.paidDateUpdatedBy?.name ?? '–',
          date: date(paycheck.paidDateUpdatedAt),
        })
      : null,
  ].filter((text): text is string => text !== null);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        <Fact label={t('fields.employee')} value={paycheck.employeeName} />
        <Fact label={t('fields.period')} value={paycheck.period.name} />
        <Fact label={t('facts.dates')} value={`${date(paycheck.startDate)} – ${date(paycheck.endDate)}`} />
        <Fact label={t('fields.paidDate')} value={date(paycheck.paidDate)} />
        <Fact label={t('fields.journalDate')} value={date(paycheck.journalDate)} />
        {account && <Fact label={t('facts.account')} value={account} />}
      </SimpleGrid>
      {audit.length > 0 && <History entries={audit} />}
    </Stack>
  );
}

/** Who saved and locked the paycheck and moved its paid date: closed by default. */
function History({ entries }: { entries: string[] }) {
  const { t } = useTranslation('paychecks');
  const [opened, setOpened] = usePaycheckSection('history');
  return (
    <CollapsibleSection title={t('sections.history')} opened={opened} onChange={setOpened} size="h6">
      <Stack gap={2}>
        {entries.map((entry) => (
          <Text key={entry} size="sm" c="dimmed">
            {entry}
          </Text>
        ))}
      </Stack>
    </CollapsibleSection>
  );
}

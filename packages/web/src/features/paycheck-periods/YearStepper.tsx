import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The year a payroll page shows, with the previous and next year a click away. */
export function YearStepper({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t } = useTranslation('paycheckPeriods');
  return (
    <Group gap={4} role="group" aria-label={t('year.label')} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={t('year.previous')} onClick={() => onChange(year - 1)}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} miw={56} ta="center" aria-live="polite">
        {year}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label={t('year.next')} onClick={() => onChange(year + 1)}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

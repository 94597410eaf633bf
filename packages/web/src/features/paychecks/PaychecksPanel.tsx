import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PaychecksTable } from './PaychecksTable';

/** The dashboard's paycheck list in payroll mode: every period's paychecks, newest number first. */
export function PaychecksPanel() {
  const { t } = useTranslation(['paychecks', 'shell']);
  const title = t('shell:routes.paychecks');
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Anchor component={Link} to="/paychecks" size="sm">
            {t('list.openList')}
          </Anchor>
        </Group>
        <PaychecksTable periodId={null} label={title} filtersParam={false} />
      </Stack>
    </Paper>
  );
}

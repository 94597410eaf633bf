import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/crud';
import { YearSelect } from './YearSelect';

type Props = {
  /** The key of the report's route title (shell:routes.<key>). */
  routeKey: string;
  description: ReactNode;
  year: number;
  onYearChange: (year: number) => void;
  /** Buttons beside the year (a download, "send all"). */
  actions?: ReactNode;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
};

/**
 * The frame of every payroll report: its title and what it shows, the way back to the reports, the
 * year (in the URL) and the report's own actions, then the report, or its loading and failure states.
 */
export function ReportPage({ routeKey, description, year, onYearChange, actions, loading, failed, children }: Props) {
  const { t } = useTranslation('paycheckReports');
  return (
    <ListPage
      title={t(`shell:routes.${routeKey}`)}
      description={description}
      actions={
        <Group align="flex-end" gap="sm">
          {actions}
          <YearSelect year={year} onChange={onYearChange} />
        </Group>
      }
    >
      <Anchor component={Link} to="/paycheck-reports" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('backToReports')}
        </Group>
      </Anchor>
      <Stack gap="md">
        {failed ? (
          <Alert color="red" icon={<IconInfoCircle />} role="alert">
            {t('failed')}
          </Alert>
        ) : loading ? (
          <Skeleton height={320} aria-label={t('loading')} />
        ) : (
          children
        )}
      </Stack>
    </ListPage>
  );
}

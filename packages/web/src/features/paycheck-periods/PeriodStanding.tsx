import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaycheckPeriodStanding } from '../../gql/graphql';

const STANDING_COLORS: Record<PaycheckPeriodStanding, string> = {
  CURRENT: 'green',
  RECENT: 'blue',
  OLD: 'orange',
  FUTURE: 'gray',
};

/** How a period stands against today; an old one warns that it is more than two months back. */
export function PeriodStanding({ standing }: { standing: PaycheckPeriodStanding }) {
  const { t } = useTranslation('paycheckPeriods');
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={STANDING_COLORS[standing]}>
        {t(`standings.${standing}`)}
      </Badge>
      {standing === 'OLD' && (
        <Text size="xs" c="var(--mantine-color-orange-text)">
          {t('oldWarning')}
        </Text>
      )}
    </Stack>
  );
}

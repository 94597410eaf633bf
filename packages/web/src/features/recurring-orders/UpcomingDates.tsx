import { List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isLocale, recurringScheduleProblems, type RecurringOccurrence } from '@fjord/domain';
import type { RecurringInterval } from '../../gql/graphql';
import { formatDate } from '../webstore-api-tokens/dates';
import { UpcomingRecurringDatesDocument } from './operations';
import type { ScheduleFormValues } from './recurring-form';

/** How many orders to come the editor shows. */
export const UPCOMING_SHOWN = 6;

type Schedule = Omit<ScheduleFormValues, 'active'>;

/** The schedule as the query takes it, or null while the form's rules refuse it (nothing to ask yet). */
function scheduleInput(schedule: Schedule, after: string | null) {
  const values = { ...schedule, dateOffset: schedule.dateOffset ?? 0 };
  if (recurringScheduleProblems(values).length > 0) return null;
  return {
    startDate: schedule.startDate!,
    endDate: schedule.endDate || null,
    dateOffset: values.dateOffset,
    interval: schedule.interval as RecurringInterval,
    after,
  };
}

/** The orders a schedule will make, computed by the server with the domain's dates as the user types. */
export function useUpcomingDates(schedule: Schedule, after: string | null) {
  const input = scheduleInput(schedule, after);
  const { data, previousData, loading } = useQuery(UpcomingRecurringDatesDocument, {
    variables: { input: input!, count: UPCOMING_SHOWN },
    skip: !input,
  });
  const dates = input ? (data ?? previousData)?.upcomingRecurringDates : undefined;
  return { dates: dates ?? null, loading, valid: !!input };
}

type Props = { dates: readonly RecurringOccurrence[] | null; valid: boolean };

/**
 * The next orders before saving: the date each carries and, when the offset moves it, the day it is
 * made. Month ends clamp (31 January, 28 February, 31 March) as the server will make them.
 */
export function UpcomingDates({ dates, valid }: Props) {
  const { t, i18n } = useTranslation('recurringOrders');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <Stack gap="xs" component="section" aria-label={t('upcoming.title')}>
      <Title order={3} size="h5">
        {t('upcoming.title')}
      </Title>
      {!valid ? (
        <Text size="sm" c="dimmed">
          {t('upcoming.incomplete')}
        </Text>
      ) : dates && dates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('upcoming.none')}
        </Text>
      ) : (
        <List size="sm" aria-live="polite" data-testid="upcoming-dates">
          {(dates ?? []).map((occurrence) => (
            <List.Item key={occurrence.date}>
              {occurrence.createOn === occurrence.date
                ? formatDate(occurrence.date, locale)
                : t('upcoming.createdOn', {
                    date: formatDate(occurrence.date, locale),
                    createOn: formatDate(occurrence.createOn, locale),
                  })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

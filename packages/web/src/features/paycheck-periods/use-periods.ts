import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { osloYear } from '../employee-tax-cards/tax-card-form';
import { PaycheckPeriodDocument, PaycheckPeriodsDocument } from './operations';
import type { PaycheckPeriod } from './period-form';

/** The year's periods, as saved (an empty list until they are created). */
export function usePaycheckPeriods(year: number) {
  return useQuery(PaycheckPeriodsDocument, { variables: { year }, fetchPolicy: 'cache-and-network' });
}

/**
 * The year a period choice shows: this year in Norway, or the chosen period's year once it is
 * known (a link to /paychecks?periodId=… of another year); the user may step to any year. The
 * third answer says whether the year is settled (no period chosen, or the chosen one loaded).
 */
export function usePeriodYear(periodId: string | null): [number, (year: number) => void, boolean] {
  const [year, setYear] = useState(() => osloYear());
  const [followed, setFollowed] = useState<string | null>(null);
  const { data } = useQuery(PaycheckPeriodDocument, {
    variables: { id: periodId ?? '' },
    skip: !periodId,
    fetchPolicy: 'cache-first',
  });
  const period = periodId && data?.paycheckPeriod.id === periodId ? data.paycheckPeriod : null;
  if (period && followed !== period.id) {
    setFollowed(period.id);
    if (period.year !== year) setYear(period.year);
  }
  return [year, setYear, !periodId || (period !== null && followed === period.id)];
}

/** The periods as select options; a locked one says so. Needs the `paycheckPeriods` namespace. */
export function periodOptions(t: TFunction, periods: readonly PaycheckPeriod[]) {
  return periods.map((period) => ({
    value: period.id,
    label: period.isLocked ? t('paycheckPeriods:lockedName', { name: period.name }) : period.name,
  }));
}

/** The period of this month in Norway among the year's periods (the default choice), or null. */
export function currentPeriod(periods: readonly PaycheckPeriod[], today: string): PaycheckPeriod | null {
  return periods.find((period) => period.startDate <= today && today <= period.endDate) ?? null;
}

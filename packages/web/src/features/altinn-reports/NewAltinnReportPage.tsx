import { Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DetailFrame } from '../../ui/layout/DetailFrame';
import { AmeldingPreviewView } from './AmeldingPreviewView';
import { backToList } from './back-link';
import { defaultMonth } from './month-actions';
import { MonthChoice } from './MonthChoice';
import { AmeldingMonthsDocument } from './operations';
import { currentMonth, parseMonth, parseYear } from './period';
import { useUrlChoices } from './use-url-choices';

/**
 * /altinn-reports/new (?year, ?month, ?ameldingToReplaceId): the month to send (the link's, else the
 * earliest of the year not reported) and what the message would hold now, with what stops it from
 * being sent; "Send" asks, sends and opens the new message. A replacement keeps the replaced
 * message's month.
 */
export default function NewAltinnReportPage() {
  const { t } = useTranslation(['altinnReports', 'shell']);
  const [params, choose] = useUrlChoices();
  const today = currentMonth();
  const year = parseYear(params.get('year')) ?? today.year;
  const linkedMonth = parseMonth(params.get('month'));
  const replacesId = params.get('ameldingToReplaceId') || null;
  const months = useQuery(AmeldingMonthsDocument, {
    variables: { year },
    skip: linkedMonth !== null,
    fetchPolicy: 'cache-and-network',
  });
  const month = linkedMonth ?? (months.data ? defaultMonth(months.data.ameldingMonths, year, today) : null);

  return (
    <DetailFrame back={backToList(t, year)} title={t(replacesId ? 'new.replaceTitle' : 'shell:routes.newAltinnReport')}>
      <Stack gap="lg">
        <MonthChoice
          year={year}
          month={month}
          // A new year starts from its own default month.
          onYear={(chosen) => choose({ year: String(chosen), month: null })}
          onMonth={(chosen) => choose({ year: String(year), month: String(chosen) })}
          disabled={replacesId !== null}
        />
        {month === null ? (
          <Center py="xl">
            <Loader aria-label={t('new.loading')} />
          </Center>
        ) : (
          <AmeldingPreviewView key={`${year}-${month}`} year={year} month={month} replacesId={replacesId} />
        )}
      </Stack>
    </DetailFrame>
  );
}

import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TaxPreviewQuery } from '../../gql/graphql';
import { DetailFrame } from '../../ui/layout/DetailFrame';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import { backToList } from './back-link';
import { MonthChoice } from './MonthChoice';
import { Panel } from './Panel';
import { PaymentFacts } from './PaymentFacts';
import { TaxPreviewDocument } from './operations';
import { currentMonth, monthName, parsePeriod, periodText, type YearMonth } from './period';
import { EmployerTaxTable, WithholdingTable } from './TaxTables';
import { useUrlChoices } from './use-url-choices';

type TaxPreview = TaxPreviewQuery['taxPreview'];

/**
 * /altinn-reports/taxes (?month=YYYY-MM, this month by default): what the month's paychecks owe the
 * Tax Administration — the employer tax by sub-unit and zone with its due date, the withholding by
 * pay date with theirs — and where to pay it: the account and KIDs come with the month's feedback.
 */
export default function TaxesPage() {
  const { t } = useTranslation(['altinnReports', 'shell']);
  const [params, change] = useUrlChoices();
  const chosen = parsePeriod(params.get('month')) ?? currentMonth();
  const choose = (month: YearMonth) => change({ month: periodText(month) });
  return (
    <DetailFrame back={backToList(t, chosen.year)} title={t('shell:routes.taxes')}>
      <Text c="dimmed">{t('taxes.description')}</Text>
      <MonthChoice
        year={chosen.year}
        month={chosen.month}
        onYear={(year) => choose({ year, month: chosen.month })}
        onMonth={(month) => choose({ year: chosen.year, month })}
      />
      <TaxPreviewView key={periodText(chosen)} month={chosen} />
    </DetailFrame>
  );
}

function TaxPreviewView({ month }: { month: YearMonth }) {
  const { t } = useTranslation('altinnReports');
  const { data, error } = useQuery(TaxPreviewDocument, { variables: month, fetchPolicy: 'cache-and-network' });
  if (error && !data)
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('taxes.failed')}
      </Alert>
    );
  if (!data)
    return (
      <Center py="xl">
        <Loader aria-label={t('taxes.loading')} />
      </Center>
    );
  return <TaxPreviewBody preview={data.taxPreview} />;
}

function TaxPreviewBody({ preview }: { preview: TaxPreview }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const name = monthName(preview, locale);
  return (
    <Stack gap="lg">
      <Panel
        title={t('employerTax.title')}
        aside={
          <Text size="sm">{t('taxes.employerTaxDue', { date: formatDate(preview.employerTaxDueDate, locale) })}</Text>
        }
      >
        <EmployerTaxTable
          rows={preview.employerTaxByZone}
          total={preview.employerTax}
          label={t('taxes.employerTaxLabel', { month: name })}
        />
        <Text size="xs" c="dimmed">
          {t('taxes.termNote')}
        </Text>
      </Panel>
      <Panel title={t('withholding.title')}>
        <WithholdingTable
          rows={preview.withholdingByPayDate}
          total={preview.withholding}
          label={t('taxes.withholdingLabel', { month: name })}
        />
      </Panel>
      <Panel title={t('payment.title')}>
        {preview.fromFeedback && preview.accountNumber ? (
          <PaymentFacts
            payment={{
              accountNumber: preview.accountNumber,
              withholdingKid: preview.withholdingKid,
              employerTaxKid: preview.employerTaxKid,
            }}
          />
        ) : (
          <Alert color="blue" icon={<IconInfoCircle />}>
            {t('taxes.paymentLater')}
          </Alert>
        )}
      </Panel>
    </Stack>
  );
}

import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/layout/PageTitle';
import { PdfDownloadButton, PdfFrame, useFetchedPdf } from '../orders/PdfViewer';
import { YearlyReportsDocument } from './operations';
import { fetchYearlyReportPdf } from './payroll-journal';
import { defaultYear, yearOf } from './report-year';

/**
 * /paycheck-reports/yearly-report-for-employee/pdf?year=&workRelationId=: a work relation's yearly
 * statement in the app's viewer (fetched with the session, as the payslip is), its download, and the way
 * back to the year's list. Without a work relation it says to choose one from the list.
 */
export default function YearlyReportPdfPage() {
  const { t, i18n } = useTranslation('paycheckReports');
  const [params] = useSearchParams();
  const year = yearOf(params.get('year')) ?? defaultYear('previous');
  const workRelationId = params.get('workRelationId') ?? '';
  const { data } = useQuery(YearlyReportsDocument, { variables: { year }, skip: !workRelationId });
  const name = data?.yearlyReports.find((row) => row.workRelationId === workRelationId)?.employeeName ?? '';
  const shown = useFetchedPdf(`${workRelationId} ${year} ${i18n.language}`, (signal) =>
    workRelationId
      ? fetchYearlyReportPdf(workRelationId, year, i18n.language, signal)
      : Promise.reject(new Error('no work relation')),
  );
  const back = `/paycheck-reports/yearly-report-for-employee?year=${year}`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{name ? t('pdf.title', { year, name }) : t('pdf.titleOfYear', { year })}</PageTitle>
        <Group gap="xs">
          <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {t('pdf.back')}
          </Button>
          {workRelationId && <PdfDownloadButton shown={shown} label={t('pdf.download')} />}
        </Group>
      </Group>
      {workRelationId ? (
        <PdfFrame
          shown={shown}
          title={t('pdf.viewerTitle', { year, name })}
          testId="yearly-report-pdf-viewer"
          failedText={t('pdf.failed')}
          loadingText={t('pdf.loading')}
        />
      ) : (
        <Alert color="blue" icon={<IconInfoCircle />}>
          {t('pdf.choose')}
        </Alert>
      )}
    </Stack>
  );
}

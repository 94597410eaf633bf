import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMoney } from '@fjord/domain';
import type { AmeldingFieldsFragment } from '../../gql/graphql';
import { localeOf } from '../warehouse/units';
import { formatDateTime } from '../webstore-api-tokens/dates';
import { ReceiptBadge, SeverityBadge } from './AmeldingBadges';
import { Fact, FactGrid } from './Facts';
import { Panel } from './Panel';
import { PaymentFacts } from './PaymentFacts';

type Feedback = NonNullable<AmeldingFieldsFragment['feedback']>;

/** Rejections first, then what must be corrected at once, then the guidelines. */
const SEVERITY_ORDER = { REJECTION: 0, IMMEDIATE: 1, GUIDELINE: 2 } as const;

/**
 * The feedback of the a-ordning: the receipt, the service's calculated sums against the message's
 * own (a difference flagged), the month's totals over all valid messages, the deviations in words
 * and the payment information.
 */
export function AmeldingFeedbackView({ amelding, feedback }: { amelding: AmeldingFieldsFragment; feedback: Feedback }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const money = (value: string) => formatMoney(value, locale);
  return (
    <Panel title={t('feedback.title')} aside={<ReceiptBadge receipt={feedback.receipt} />}>
      <Stack gap="lg">
        <FactGrid>
          <Fact label={t('feedback.receivedAt')}>
            {feedback.receivedAt ? formatDateTime(feedback.receivedAt, locale) : '–'}
          </Fact>
          <Fact label={t('fields.feedbackFetchedAt')}>
            {amelding.feedbackFetchedAt ? formatDateTime(amelding.feedbackFetchedAt, locale) : '–'}
          </Fact>
          <Fact label={t('feedback.employeeCount')}>{feedback.employeeCount ?? '–'}</Fact>
        </FactGrid>
        <SumsComparison amelding={amelding} feedback={feedback} />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('feedback.periodTitle')}
          </Title>
          <FactGrid>
            <Fact label={t('fields.withholding')}>{money(feedback.periodWithholding)}</Fact>
            <Fact label={t('fields.employerTax')}>{money(feedback.periodEmployerTax)}</Fact>
            <Fact label={t('fields.garnishment')}>{money(feedback.periodGarnishment)}</Fact>
          </FactGrid>
        </Stack>
        <Deviations deviations={feedback.deviations} />
        {feedback.payment && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('payment.title')}
            </Title>
            <PaymentFacts payment={feedback.payment} />
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}

/**
 * The a-ordning counts in whole kroner (the message's sums are `BeloepSomHeltall`, the v2.3 pack's
 * README): a difference of less than one krone is that rounding, not a disagreement.
 */
const ROUNDING = 1;

/** Our sums against the service's for the same message; a difference of a krone or more is flagged: the two disagree. */
function SumsComparison({ amelding, feedback }: { amelding: AmeldingFieldsFragment; feedback: Feedback }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const rows = [
    { id: 'withholding', ours: amelding.withholding, theirs: feedback.withholding },
    { id: 'employerTax', ours: amelding.employerTax, theirs: feedback.employerTax },
  ] as const;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('feedback.sumsTitle')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4} aria-label={t('feedback.sumsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('feedback.amount')}</Table.Th>
              <Table.Th ta="right">{t('feedback.ours')}</Table.Th>
              <Table.Th ta="right">{t('feedback.theirs')}</Table.Th>
              <Table.Th ta="right">{t('feedback.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const difference = toMoney(row.theirs).minus(row.ours);
              return (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={400}>
                    {t(`fields.${row.id}`)}
                  </Table.Th>
                  <Table.Td ta="right">{formatMoney(row.ours, locale)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.theirs, locale)}</Table.Td>
                  <Table.Td ta="right">
                    {difference.abs().lessThan(ROUNDING) ? (
                      formatMoney(difference, locale)
                    ) : (
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        <Badge variant="light" color="red">
                          {t('feedback.differs')}
                        </Badge>
                        <Text size="sm" fw={600}>
                          {formatMoney(difference, locale)}
                        </Text>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('feedback.roundingNote')}
      </Text>
    </Stack>
  );
}

function Deviations({ deviations }: { deviations: Feedback['deviations'] }) {
  const { t } = useTranslation('altinnReports');
  const sorted = [...deviations].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('feedback.deviationsTitle', { count: deviations.length })}
      </Title>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('feedback.noDeviations')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label={t('feedback.deviationsLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('feedback.severity')}</Table.Th>
                <Table.Th>{t('feedback.deviation')}</Table.Th>
                <Table.Th>{t('feedback.where')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((deviation, index) => (
                <Table.Tr key={`${deviation.code}:${deviation.where ?? ''}:${index}`}>
                  <Table.Td>
                    <SeverityBadge severity={deviation.severity} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {deviation.name}
                    </Text>
                    {deviation.details && <Text size="sm">{deviation.details}</Text>}
                    <Text size="xs" c="dimmed">
                      {deviation.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>{deviation.where ?? t('feedback.wholeMessage')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

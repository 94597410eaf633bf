import type { ReactNode } from 'react';
import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney, type Locale } from '@fjord/domain';
import { CollapsibleSection } from '../../ui/layout/CollapsibleSection';
import { localeOf } from '../warehouse/units';
import type { SavedPaycheck } from './paycheck-form';
import { usePaycheckSection } from './paycheck-sections';

type Props = {
  paycheck: SavedPaycheck;
  /** The editor has unsaved changes: the figures are those of the saved paycheck. */
  dirty: boolean;
};

/**
 * What the saved paycheck comes to: gross pay, the withholding bases, the deduction with the tax
 * card used and what the card implies, vacation pay and employer's tax (a breakdown that opens and
 * closes); the net pay, always shown; warnings when the deduction differs from what the card implies
 * or cannot be worked out, and pay lines the bookkeeping cannot post.
 */
export function PaycheckSummary({ paycheck, dirty }: Props) {
  const { t, i18n } = useTranslation(['paychecks', 'payrollCodes']);
  const locale = localeOf(i18n.language);
  const money = (value: string) => formatMoney(value, locale);
  const title = t('summary.title');
  const [breakdownOpened, setBreakdownOpened] = usePaycheckSection('breakdown');
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {dirty && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
            {t('summary.unsaved')}
          </Alert>
        )}
        <CollapsibleSection
          title={t('sections.breakdown')}
          opened={breakdownOpened}
          onChange={setBreakdownOpened}
          order={3}
          size="h6"
        >
          <Table verticalSpacing={4} aria-label={t('sections.breakdown')}>
            <Table.Tbody>
              <Row label={t('summary.grossPay')} value={money(paycheck.grossPay)} />
              <Row label={t('summary.withholdingBasis')} value={money(paycheck.withholdingBasis)} />
              <Row label={t('summary.extraWithholdingBasis')} value={money(paycheck.extraWithholdingBasis)} />
              <Row
                label={t('summary.taxDeduction')}
                value={money(paycheck.taxDeduction)}
                detail={<TaxCardUsed paycheck={paycheck} locale={locale} />}
              />
              {paycheck.expectedTaxDeduction && (
                <Row label={t('summary.expectedTaxDeduction')} value={money(paycheck.expectedTaxDeduction)} />
              )}
              <Row label={t('summary.vacationPayBasis')} value={money(paycheck.vacationPayBasis)} />
              <Row label={t('summary.vacationPay')} value={money(paycheck.vacationPay)} />
              <Row
                label={t('summary.employerTaxBasis')}
                value={money(paycheck.employerTaxBasis)}
                detail={
                  paycheck.employerTaxZone
                    ? t('summary.employerTaxZone', {
                        zone: t(`payrollCodes:employerTaxZones.${paycheck.employerTaxZone}`, {
                          defaultValue: paycheck.employerTaxZone,
                        }),
                      })
                    : undefined
                }
              />
              <Row label={t('summary.employerTax')} value={money(paycheck.employerTax)} />
            </Table.Tbody>
          </Table>
        </CollapsibleSection>
        <Table verticalSpacing={4} aria-label={t('summary.netPay')}>
          <Table.Tbody>
            <Row label={t('summary.netPay')} value={money(paycheck.netPay)} strong />
          </Table.Tbody>
        </Table>
        <TaxNotices paycheck={paycheck} locale={locale} />
        {paycheck.missingBookkeeping.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
            {t('summary.missingBookkeeping', { numbers: paycheck.missingBookkeeping.join(', ') })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function Row({ label, value, detail, strong }: { label: string; value: string; detail?: ReactNode; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 500} style={{ verticalAlign: 'top' }}>
        {label}
        {detail && <Stack mt={2}>{typeof detail === 'string' ? <Text size="xs">{detail}</Text> : detail}</Stack>}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/** The tax card the deduction followed: method, table or percentage, and half tax or exemption. */
function TaxCardUsed({ paycheck, locale }: { paycheck: SavedPaycheck; locale: Locale }) {
  const { t } = useTranslation(['paychecks', 'payrollCodes']);
  const method = paycheck.manualTax
    ? t('summary.manualTax')
    : paycheck.taxDeductionMethod
      ? t(`payrollCodes:taxDeductionMethods.${paycheck.taxDeductionMethod}`, {
          defaultValue: paycheck.taxDeductionMethod,
        })
      : t('summary.noTaxCard');
  const parts = [
    method,
    paycheck.taxTable ? t('summary.taxTable', { table: paycheck.taxTable }) : null,
    paycheck.taxPercentage
      ? t('summary.taxPercentage', { percent: formatDecimal(paycheck.taxPercentage, locale) })
      : null,
  ].filter(Boolean);
  return (
    <Group gap={4}>
      <Text size="xs" fw={400}>
        {parts.join(' · ')}
      </Text>
      {paycheck.halfTax && (
        <Badge size="xs" variant="light" color="grape">
          {t('summary.halfTax')}
        </Badge>
      )}
      {paycheck.taxExemption && (
        <Badge size="xs" variant="light" color="teal">
          {t('summary.taxExemption')}
        </Badge>
      )}
    </Group>
  );
}

/** Why the deduction differs from what the card implies, or why the card's deduction could not be worked out. */
function TaxNotices({ paycheck, locale }: { paycheck: SavedPaycheck; locale: Locale }) {
  const { t } = useTranslation('paychecks');
  const expected = paycheck.expectedTaxDeduction ? formatMoney(paycheck.expectedTaxDeduction, locale) : '';
  return (
    <>
      {paycheck.taxWarning && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t(`taxWarnings.${paycheck.taxWarning}`)}
        >
          {t(`taxWarnings.${paycheck.taxWarning}_text`, {
            actual: formatMoney(paycheck.taxDeduction, locale),
            expected,
          })}
          {paycheck.taxWarning === 'TOO_LOW' && paycheck.taxConfirmed && ` ${t('taxWarnings.confirmed')}`}
        </Alert>
      )}
      {paycheck.taxError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {t(`taxErrors.${paycheck.taxError}`)}
        </Alert>
      )}
    </>
  );
}

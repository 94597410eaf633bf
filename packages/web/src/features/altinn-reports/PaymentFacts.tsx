import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import { Fact, FactGrid } from './Facts';

type Payment = {
  accountNumber: string;
  withholdingKid: string | null;
  employerTaxKid: string | null;
  /** The feedback's due date; the tax preview gives a due date per tax instead. */
  dueDate?: string;
};

/** Where to pay the month's taxes: the Tax Administration's account and the KID of each tax, each copied with one click. */
export function PaymentFacts({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  return (
    <FactGrid>
      <Fact label={t('payment.accountNumber')}>
        <CopyValue value={payment.accountNumber} label={t('payment.accountNumber')} />
      </Fact>
      {payment.withholdingKid && (
        <Fact label={t('payment.withholdingKid')}>
          <CopyValue value={payment.withholdingKid} label={t('payment.withholdingKid')} />
        </Fact>
      )}
      {payment.employerTaxKid && (
        <Fact label={t('payment.employerTaxKid')}>
          <CopyValue value={payment.employerTaxKid} label={t('payment.employerTaxKid')} />
        </Fact>
      )}
      {payment.dueDate && <Fact label={t('payment.dueDate')}>{formatDate(payment.dueDate, locale)}</Fact>}
    </FactGrid>
  );
}

/** A value to pay with (an account, a KID) and a button copying it. */
function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('altinnReports');
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace">
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('payment.copied') : t('payment.copy', { label })}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={t('payment.copy', { label })}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

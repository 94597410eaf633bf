import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fjord/domain';
import type { AmeldingPayDateSumFieldsFragment, AmeldingZoneSumFieldsFragment } from '../../gql/graphql';
import { localeOf } from '../warehouse/units';
import { Fact, FactGrid } from './Facts';
import { EmployerTaxTable, WithholdingTable } from './TaxTables';

/** The sums of a message, sent or about to be. */
export type AmeldingSumsSource = {
  employeeCount: number;
  paycheckCount: number;
  grossPay: string;
  withholding: string;
  employerTaxBasis: string;
  employerTax: string;
  garnishment: string;
  withholdingByPayDate: readonly AmeldingPayDateSumFieldsFragment[];
  employerTaxByZone: readonly AmeldingZoneSumFieldsFragment[];
};

/** What a message reports in sums: counts and totals, the withholding by pay date and the employer tax by zone. */
export function AmeldingSums({ sums }: { sums: AmeldingSumsSource }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const money = (value: string) => formatMoney(value, locale);
  return (
    <Stack gap="lg">
      <FactGrid>
        <Fact label={t('fields.employeeCount')}>{sums.employeeCount}</Fact>
        <Fact label={t('fields.paycheckCount')}>{sums.paycheckCount}</Fact>
        <Fact label={t('fields.grossPay')}>{money(sums.grossPay)}</Fact>
        <Fact label={t('fields.withholding')}>{money(sums.withholding)}</Fact>
        <Fact label={t('fields.employerTaxBasis')}>{money(sums.employerTaxBasis)}</Fact>
        <Fact label={t('fields.employerTax')}>{money(sums.employerTax)}</Fact>
        <Fact label={t('fields.garnishment')}>{money(sums.garnishment)}</Fact>
      </FactGrid>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('withholding.title')}
        </Title>
        <WithholdingTable rows={sums.withholdingByPayDate} total={sums.withholding} label={t('withholding.title')} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('employerTax.title')}
        </Title>
        <EmployerTaxTable rows={sums.employerTaxByZone} total={sums.employerTax} label={t('employerTax.title')} />
      </Stack>
    </Stack>
  );
}

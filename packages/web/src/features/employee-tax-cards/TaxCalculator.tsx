import { useMemo, useState, type ReactNode } from 'react';
import { Fieldset, Group, Loader, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  DECIMAL_KINDS,
  DEFAULT_DEBOUNCE_MS,
  formatDecimal,
  isCanonicalDecimal,
  isWithholdingPeriod,
  TAX_TABLE_PATTERN,
  WITHHOLDING_PERIODS,
  type WithholdingPeriod,
} from '@fjord/domain';
import { AmountInput } from '../../ui/inputs';
import { localeOf } from '../warehouse/units';
import { SalaryTaxTableDeductionDocument } from './operations';

type Props = {
  /** The card's year: the tables of that year are used. */
  year: number;
  /** The card's table, the starting point; the user may try another. */
  table: string;
};

/**
 * "Skattekalkulator" on a table card (MAIN_EMPLOYER_TABLE): the withholding of a basis by the card's
 * year and table (or another table typed) for a period, asked of the server as the user types
 * (`salaryTaxTableDeduction`, debounced). Only a whole, valid basis and a four-digit table are asked
 * about; the amount stays a decimal string from the field to the query.
 */
export function TaxCalculator({ year, table: cardTable }: Props) {
  const { t, i18n } = useTranslation('taxCards');
  const locale = localeOf(i18n.language);
  const [table, setTable] = useState(cardTable);
  const [period, setPeriod] = useState<WithholdingPeriod>('MONTH');
  const [basis, setBasis] = useState<string | null>(null);

  const trimmedTable = table.trim();
  const tableValid = TAX_TABLE_PATTERN.test(trimmedTable);
  const basisValid = basis !== null && isCanonicalDecimal(basis);
  const request = useMemo(
    () => (tableValid && basisValid ? { year, table: trimmedTable, period, basis } : null),
    [tableValid, basisValid, year, trimmedTable, period, basis],
  );
  const [settled] = useDebouncedValue(request, DEFAULT_DEBOUNCE_MS);
  const { data, error, loading } = useQuery(
    SalaryTaxTableDeductionDocument,
    settled ? { variables: settled } : skipToken,
  );
  // The answer shown is always to what the fields say now, never to what they said before.
  const current = request !== null && settled === request;
  const answer = current && !loading ? data?.salaryTaxTableDeduction : undefined;

  let result: ReactNode = null;
  if (request && (!current || loading))
    result = (
      <Group gap={6} component="span">
        <Loader size="xs" />
        <Text component="span" size="sm" c="dimmed">
          {t('calculator.working')}
        </Text>
      </Group>
    );
  else if (current && error) result = t('calculator.errors.UNKNOWN');
  else if (answer?.error) result = t(`calculator.errors.${answer.error}`, { table: request!.table, year });
  else if (answer?.deduction)
    result = (
      <Text component="span" fw={600}>
        {t('calculator.deduction', { amount: formatDecimal(answer.deduction, locale) })}
      </Text>
    );

  return (
    <Fieldset legend={t('calculator.title')} variant="filled" p="sm">
      <Text size="xs" c="dimmed" mb="xs">
        {t('calculator.year', { year })}
      </Text>
      <Group align="flex-start" gap="sm">
        <AmountInput
          label={t('calculator.basis')}
          value={basis}
          onChange={setBasis}
          allowBlank
          positiveOnly
          grouping
          decimals={DECIMAL_KINDS.amount.scale}
          error={basis !== null && !basisValid ? t('calculator.invalidBasis') : undefined}
          w={170}
        />
        <Select
          label={t('calculator.period')}
          data={WITHHOLDING_PERIODS.map((value) => ({ value, label: t(`calculator.periods.${value}`) }))}
          value={period}
          onChange={(value) => isWithholdingPeriod(value) && setPeriod(value)}
          allowDeselect={false}
          w={130}
        />
        <TextInput
          label={t('calculator.table')}
          value={table}
          onChange={(event) => setTable(event.currentTarget.value)}
          error={tableValid ? undefined : t('hints.taxTable')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          w={110}
        />
      </Group>
      <Text component="div" size="sm" mt="xs" role="status" aria-live="polite" mih={22}>
        {result}
      </Text>
    </Fieldset>
  );
}

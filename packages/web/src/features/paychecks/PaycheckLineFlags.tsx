import { Table, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BENEFIT_KINDS, PAY_CODES, PAYCHECK_LINE_CALCULATION_TYPES } from '@fjord/domain';
import { FormCheckbox, FormSelect } from '../../ui/forms';
import { PAYCHECK_LINE_WITHHOLDINGS, type PaycheckFormValues } from './paycheck-form';

const CHECKS = ['employerTax', 'vacationPayBasis', 'altinn', 'taxDeduction', 'garnishment'] as const;

/**
 * How each line of an advanced paycheck counts (canCreateAdvancedPaychecks): withholding by the
 * table, by percentage or not at all; paid out or only calculated; employer's tax, vacation pay
 * basis and the a-melding, with its benefit kind and pay code; or the line is the tax deduction or
 * a garnishment. One row per line, each control named by the line's number.
 */
export function PaycheckLineFlags() {
  const { t } = useTranslation(['paychecks', 'payrollCodes']);
  const { control } = useFormContext<PaycheckFormValues>();
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const withholdings = PAYCHECK_LINE_WITHHOLDINGS.map((value) => ({ value, label: t(`withholdings.${value}`) }));
  const calculationTypes = PAYCHECK_LINE_CALCULATION_TYPES.map((value) => ({
    value,
    label: t(`payrollCodes:calculationTypes.${value}`),
  }));
  const benefitKinds = BENEFIT_KINDS.map((value) => ({ value, label: t(`payrollCodes:benefitKinds.${value}`) }));
  const payCodes = PAY_CODES.map((value) => ({ value, label: t(`payrollCodes:payCodes.${value}`) }));

  if (lines.length === 0) return <Text c="dimmed">{t('flags.noLines')}</Text>;
  return (
    <Table.ScrollContainer minWidth={1300}>
      <Table verticalSpacing="xs" aria-label={t('sections.flags')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('flags.line')}</Table.Th>
            <Table.Th>{t('flags.withholding')}</Table.Th>
            <Table.Th>{t('flags.calculationType')}</Table.Th>
            {CHECKS.map((flag) => (
              <Table.Th key={flag}>{t(`flags.${flag}`)}</Table.Th>
            ))}
            <Table.Th>{t('flags.altinnFordel')}</Table.Th>
            <Table.Th>{t('flags.payCode')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const number = index + 1;
            const of = (key: string) => t(`flags.${key}Of`, { number });
            const name = (field: string) => `lines.${index}.${field}`;
            return (
              <Table.Tr key={index} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Text size="sm">{line.description || t('line.numbered', { number })}</Text>
                </Table.Td>
                <Table.Td miw={160}>
                  <FormSelect
                    name={name('withholding')}
                    aria-label={of('withholding')}
                    data={withholdings}
                    allowDeselect={false}
                    miw={0}
                  />
                </Table.Td>
                <Table.Td miw={160}>
                  <FormSelect
                    name={name('calculationType')}
                    aria-label={of('calculationType')}
                    data={calculationTypes}
                    allowDeselect={false}
                    miw={0}
                  />
                </Table.Td>
                {CHECKS.map((flag) => (
                  <Table.Td key={flag}>
                    <FormCheckbox name={name(flag)} aria-label={of(flag)} />
                  </Table.Td>
                ))}
                <Table.Td miw={180}>
                  <FormSelect
                    name={name('altinnFordel')}
                    aria-label={of('altinnFordel')}
                    data={benefitKinds}
                    clearable
                    miw={0}
                  />
                </Table.Td>
                <Table.Td miw={220}>
                  <FormSelect
                    name={name('payCode')}
                    aria-label={of('payCode')}
                    data={payCodes}
                    searchable
                    clearable
                    miw={0}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

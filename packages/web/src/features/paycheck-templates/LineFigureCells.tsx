import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { templateLineSum } from '@fjord/domain';
import { FormField } from '../../ui/forms';
import { AmountInput } from '../../ui/inputs';
import { FIGURE_DECIMALS, formatFigure, type TemplateLineFormValues } from './template-lines';

const FIGURE = { component: AmountInput, allowBlank: true, grouping: true } as const;

/**
 * A line's quantity, rate and sum as table cells (both template pages and the paycheck editor): with
 * quantity and rate set the sum is quantity × rate and only shown; otherwise it is typed.
 */
export function LineFigureCells({
  index,
  line,
}: {
  index: number;
  line: Pick<TemplateLineFormValues, 'quantity' | 'rate' | 'sum'> | undefined;
}) {
  const { t, i18n } = useTranslation('paycheckTemplates');
  const name = (part: string) => `lines.${index}.${part}`;
  const computed = line && line.quantity && line.rate ? templateLineSum(line) : null;
  return (
    <>
      <Table.Td>
        <FormField
          name={name('quantity')}
          aria-label={t('line.quantityOf', { number: index + 1 })}
          {...FIGURE}
          decimals={FIGURE_DECIMALS.quantity}
        />
      </Table.Td>
      <Table.Td>
        <FormField
          name={name('rate')}
          aria-label={t('line.rateOf', { number: index + 1 })}
          {...FIGURE}
          decimals={FIGURE_DECIMALS.rate}
        />
      </Table.Td>
      <Table.Td miw={130}>
        {computed !== null ? (
          <Text ta="right" aria-label={t('line.sumOf', { number: index + 1 })}>
            {formatFigure(computed, i18n.language)}
          </Text>
        ) : (
          <FormField
            name={name('sum')}
            aria-label={t('line.sumOf', { number: index + 1 })}
            {...FIGURE}
            decimals={FIGURE_DECIMALS.sum}
          />
        )}
      </Table.Td>
    </>
  );
}

import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, FormSelect, FormTextInput } from '../../../ui/forms';
import { AMOUNT_FIELD, ListError, PERCENT_FIELD, VatFields } from './DocumentFields';
import { OrderedRows } from './OrderedRows';
import { newOrderAllowanceCharge, type OrderContentFormValues } from './order-form';

/**
 * Discounts (Rabatt) and fees (Gebyr) on the whole order: a reason, a percent of the lines of the
 * same VAT rate or a fixed amount, and the VAT category they belong to.
 */
export function OrderAllowanceCharges({ vatOptions }: { vatOptions: { value: string; label: string }[] }) {
  const { t } = useTranslation('orderEditor');
  const { control } = useFormContext<OrderContentFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'allowanceCharges', keyName: 'key' });
  const items = useWatch({ control, name: 'allowanceCharges' }) ?? [];
  const kinds = (['ALLOWANCE', 'CHARGE'] as const).map((kind) => ({
    value: kind,
    label: t(`allowanceCharge.kinds.${kind}`),
  }));

  const cells = (index: number) => {
    const number = index + 1;
    const name = (part: string) => `allowanceCharges.${index}.${part}`;
    return (
      <>
        <Table.Td>
          <FormSelect
            name={name('kind')}
            aria-label={t('allowanceCharge.kindOf', { number })}
            data={kinds}
            allowDeselect={false}
            miw={0}
          />
        </Table.Td>
        <Table.Td>
          <FormTextInput name={name('reason')} aria-label={t('allowanceCharge.reasonOf', { number })} />
        </Table.Td>
        <Table.Td>
          <FormField
            name={name('percent')}
            aria-label={t('allowanceCharge.percentOf', { number })}
            {...PERCENT_FIELD}
          />
        </Table.Td>
        <Table.Td>
          <FormField name={name('amount')} aria-label={t('allowanceCharge.amountOf', { number })} {...AMOUNT_FIELD} />
        </Table.Td>
        <Table.Td>
          <VatFields
            prefix={name('')}
            symbol={items[index]?.vatRateSymbol}
            options={vatOptions}
            labels={{
              vat: t('allowanceCharge.vatOf', { number }),
              reason: t('allowanceCharge.exemptionReasonOf', { number }),
            }}
          />
        </Table.Td>
      </>
    );
  };

  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('allowanceCharge.empty')}
        </Text>
      ) : (
        <OrderedRows
          label={t('sections.allowanceCharges')}
          minWidth={900}
          header={
            <>
              <Table.Th w={140}>{t('allowanceCharge.kind')}</Table.Th>
              <Table.Th>{t('allowanceCharge.reason')}</Table.Th>
              <Table.Th w={120}>{t('allowanceCharge.percent')}</Table.Th>
              <Table.Th w={140}>{t('allowanceCharge.amount')}</Table.Th>
              <Table.Th w={220}>{t('line.vat')}</Table.Th>
            </>
          }
          keys={fields.map((field) => field.key)}
          cells={cells}
          labels={(number) => ({
            up: t('allowanceCharge.up', { number }),
            down: t('allowanceCharge.down', { number }),
            remove: t('allowanceCharge.remove', { number }),
          })}
          move={move}
          remove={remove}
          removable
        />
      )}
      <ListError name="allowanceCharges" label={t('sections.allowanceCharges')} />
      <Group>
        {(['ALLOWANCE', 'CHARGE'] as const).map((kind) => (
          <Button
            key={kind}
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => append(newOrderAllowanceCharge(kind))}
          >
            {kind === 'ALLOWANCE' ? t('allowanceCharge.addAllowance') : t('allowanceCharge.addCharge')}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

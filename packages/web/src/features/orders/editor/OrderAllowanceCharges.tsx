import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS } from '@fjord/domain';
import { FormField, FormSelect, FormTextInput } from '../../../ui/forms';
import { AmountInput } from '../../../ui/inputs';
import { moveByKeyboard, RowButtons } from './RowButtons';
import { needsExemptionReason, newOrderAllowanceCharge, type OrderContentFormValues } from './order-form';

const PERCENT = {
  component: AmountInput,
  allowBlank: true,
  positiveOnly: true,
  decimals: DECIMAL_KINDS.percentage.scale,
};
const AMOUNT = { component: AmountInput, allowBlank: true, positiveOnly: true, decimals: DECIMAL_KINDS.amount.scale };

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

  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('allowanceCharge.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" aria-label={t('sections.allowanceCharges')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>{t('allowanceCharge.kind')}</Table.Th>
                <Table.Th>{t('allowanceCharge.reason')}</Table.Th>
                <Table.Th w={120}>{t('allowanceCharge.percent')}</Table.Th>
                <Table.Th w={140}>{t('allowanceCharge.amount')}</Table.Th>
                <Table.Th w={220}>{t('line.vat')}</Table.Th>
                <Table.Th w={100} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => {
                const item = items[index];
                const number = index + 1;
                const name = (part: string) => `allowanceCharges.${index}.${part}`;
                return (
                  <Table.Tr
                    key={field.key}
                    style={{ verticalAlign: 'top' }}
                    onKeyDown={moveByKeyboard(index, fields.length, move)}
                  >
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
                        placeholder="%"
                        {...PERCENT}
                      />
                    </Table.Td>
                    <Table.Td>
                      <FormField
                        name={name('amount')}
                        aria-label={t('allowanceCharge.amountOf', { number })}
                        {...AMOUNT}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        <FormSelect
                          name={name('vatRateSymbol')}
                          aria-label={t('allowanceCharge.vatOf', { number })}
                          data={vatOptions}
                          allowDeselect={false}
                          miw={0}
                        />
                        {item?.vatRateSymbol && needsExemptionReason(item.vatRateSymbol) && (
                          <FormTextInput
                            name={name('taxExemptionReason')}
                            aria-label={t('allowanceCharge.exemptionReasonOf', { number })}
                          />
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <RowButtons
                        index={index}
                        count={fields.length}
                        move={move}
                        remove={() => remove(index)}
                        labels={{
                          up: t('allowanceCharge.up', { number }),
                          down: t('allowanceCharge.down', { number }),
                          remove: t('allowanceCharge.remove', { number }),
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => append(newOrderAllowanceCharge('ALLOWANCE'))}
        >
          {t('allowanceCharge.addAllowance')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => append(newOrderAllowanceCharge('CHARGE'))}
        >
          {t('allowanceCharge.addCharge')}
        </Button>
      </Group>
    </Stack>
  );
}

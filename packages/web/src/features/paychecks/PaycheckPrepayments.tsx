import { ActionIcon, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS, osloDate } from '@fjord/domain';
import { FormField } from '../../ui/forms';
import { AmountInput, DateInput } from '../../ui/inputs';
import { newPrepayment, type PaycheckFormValues } from './paycheck-form';

/** What was paid to the employee ahead of the paycheck (date and amount), taken off the net pay. */
export function PaycheckPrepayments() {
  const { t } = useTranslation('paychecks');
  const { control } = useFormContext<PaycheckFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'prepayments', keyName: 'key' });
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('prepayments.none')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label={t('sections.prepayments')} maw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('prepayments.paymentDate')}</Table.Th>
              <Table.Th>{t('prepayments.amount')}</Table.Th>
              <Table.Th w={50}>
                <VisuallyHidden>{t('prepayments.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, index) => {
              const number = index + 1;
              return (
                <Table.Tr key={field.key} style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <FormField
                      name={`prepayments.${index}.paymentDate`}
                      aria-label={t('prepayments.paymentDateOf', { number })}
                      component={DateInput}
                    />
                  </Table.Td>
                  <Table.Td>
                    <FormField
                      name={`prepayments.${index}.amount`}
                      aria-label={t('prepayments.amountOf', { number })}
                      component={AmountInput}
                      allowBlank
                      positiveOnly
                      grouping
                      decimals={DECIMAL_KINDS.amount.scale}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('prepayments.remove', { number })}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(newPrepayment(osloDate()))}>
          {t('prepayments.add')}
        </Button>
      </Group>
    </Stack>
  );
}

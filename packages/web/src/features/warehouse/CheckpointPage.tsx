import { useEffect, useMemo } from 'react';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDecimal, osloDate } from '@fjord/domain';
import { AppForm, FormActions, FormField, FormTextarea, useAppForm } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import { ListError } from '../orders/editor/DocumentFields';
import { SupplierField } from '../products/SupplierField';
import { CreateWarehousePatchDocument } from './operations';
import { PriceAndQuantityCells } from './PatchLines';
import { useSupplierProducts, WarehouseFrame } from './PatchEditor';
import { countDifference, countInput, countLines, countSchema, type CountFormValues } from './patch-form';
import { localeOf, quantityWithUnit } from './units';

/**
 * /warehouse/new-checkpoint: the full count of a supplier's products on a date. The table lists
 * every product the count takes, each with the stock expected and its purchase price, the counted
 * quantity prefilled with the expected one: the user types only what differs, and sees the
 * difference as they type. Saving makes a count (a patch with `checkpoint`) of every listed line.
 */
export default function CheckpointPage() {
  const { t } = useTranslation(['warehouse', 'shell']);
  const client = useApolloClient();
  const navigate = useNavigate();
  const today = osloDate();
  const saved = useMemo<CountFormValues>(
    () => ({ date: today, supplierUnitId: null, comment: '', lines: [] }),
    [today],
  );
  const form = useAppForm<CountFormValues>({ schema: countSchema, saved });
  const [supplierUnitId, date] = useWatch({ control: form.control, name: ['supplierUnitId', 'date'] });
  const products = useSupplierProducts(supplierUnitId, date);

  // Another supplier or day lists other products and expects other stock; what was counted stays.
  useEffect(() => {
    if (products === null) return;
    form.setValue('lines', countLines(products, form.getValues('lines')), { shouldDirty: true });
  }, [products, form]);

  async function save(values: CountFormValues) {
    await client.mutate({
      mutation: CreateWarehousePatchDocument,
      variables: { input: countInput(values) },
      context: { handleErrors: false },
    });
    toast('success', t('count.saved'));
    form.reset(values);
    await navigate('/warehouse');
  }

  const title = t('shell:routes.newCheckpoint');
  return (
    <WarehouseFrame back={{ to: '/warehouse', label: t('shell:routes.warehouse') }} title={title}>
      <Text c="dimmed">{t('count.description')}</Text>
      <AppForm form={form} onSubmit={save} aria-label={title}>
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <FormField name="date" label={t('fields.date')} component={DateInput} required />
            <SupplierField
              initialName={null}
              today={today}
              label={t('fields.supplier')}
              description={t('count.supplierHint')}
              required
            />
          </SimpleGrid>
          <FormTextarea name="comment" label={t('fields.comment')} autosize minRows={2} />
          {supplierUnitId ? (
            <CountLines />
          ) : (
            <Text size="sm" c="dimmed">
              {t('count.chooseSupplier')}
            </Text>
          )}
        </Stack>
        <FormActions resetLabel={t('editor.reset')} submitLabel={t('count.save')} mt="xl" />
      </AppForm>
    </WarehouseFrame>
  );
}

/** The products to count: expected stock, purchase price, the count and the difference. */
function CountLines() {
  const { t } = useTranslation(['warehouse', 'products']);
  const { control } = useFormContext<CountFormValues>();
  const { fields } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" aria-label={t('sections.count')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.productNumber')}</Table.Th>
              <Table.Th>{t('fields.productName')}</Table.Th>
              <Table.Th ta="right">{t('fields.expected')}</Table.Th>
              <Table.Th w={160}>{t('fields.purchasePrice')}</Table.Th>
              <Table.Th w={160}>{t('fields.counted')}</Table.Th>
              <Table.Th ta="right">{t('fields.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, index) => (
              <CountRow key={field.key} index={index} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('count.noProducts')}
        </Text>
      )}
      <ListError name="lines" label={t('sections.count')} />
    </Stack>
  );
}

function CountRow({ index }: { index: number }) {
  const { t, i18n } = useTranslation(['warehouse', 'products']);
  const locale = localeOf(i18n.language);
  const line = useWatch<CountFormValues, `lines.${number}`>({ name: `lines.${index}` });
  if (!line) return null;
  const difference = countDifference(line);
  const name = `${line.productNumber} ${line.productName}`;
  return (
    <Table.Tr style={{ verticalAlign: 'top' }}>
      <Table.Td>{line.productNumber}</Table.Td>
      <Table.Td>{line.productName}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {quantityWithUnit(t, line.expectedQuantity, line.unitOfMeasureCode, locale)}
      </Table.Td>
      <PriceAndQuantityCells
        index={index}
        counted
        labels={{ price: t('line.purchasePriceFor', { name }), quantity: t('line.countedFor', { name }) }}
      />
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text
          size="sm"
          pt={6}
          aria-label={t('line.differenceFor', { name })}
          fw={difference && difference !== '0' ? 600 : undefined}
          c={difference?.startsWith('-') ? 'red.9' : undefined}
        >
          {difference === null ? '–' : formatDecimal(difference, locale)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

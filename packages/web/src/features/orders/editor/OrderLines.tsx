import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS, formatMoney, isLocale } from '@fjord/domain';
import { FormField, FormSelect, FormTextInput } from '../../../ui/forms';
import { AmountInput } from '../../../ui/inputs';
import { UNIT_OF_MEASURE_CODES } from '../../products/product-form';
import { AMOUNT_FIELD, ListError, PERCENT_FIELD, VatFields } from './DocumentFields';
import { lineRowLabels, OrderedRows } from './OrderedRows';
import { ProductField } from './ProductField';
import { newOrderLine, type OrderContentFormValues } from './order-form';

const QUANTITY = { component: AmountInput, allowBlank: true, decimals: DECIMAL_KINDS.quantity.scale } as const;
const PRICE = { component: AmountInput, allowBlank: true, positiveOnly: true, decimals: DECIMAL_KINDS.unitPrice.scale };

type Option = { value: string; label: string };
type Props = {
  vatOptions: Option[];
  /** Each line's net as the domain computes it, null while incomplete. */
  lineNets: (string | null)[];
  priceDate: string | null;
  defaultUnit: string | null;
};

/**
 * The order's lines: a product (or free text), description, delivered and ordered quantity, unit,
 * price, VAT with the rate on the order's date (an exemption reason where the category needs one),
 * the line's own discount or surcharge, and its amount. Add, remove and move by mouse or keyboard.
 */
export function OrderLines({ vatOptions, lineNets, priceDate, defaultUnit }: Props) {
  const { t, i18n } = useTranslation(['orderEditor', 'products']);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const { control } = useFormContext<OrderContentFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const units = UNIT_OF_MEASURE_CODES.map((code) => ({ value: code, label: t(`products:units.${code}`) }));
  const kinds = (['NONE', 'ALLOWANCE', 'CHARGE'] as const).map((kind) => ({
    value: kind,
    label: t(`line.kinds.${kind}`),
  }));

  const cells = (index: number) => {
    const line = lines[index];
    const number = index + 1;
    const name = (part: string) => `lines.${index}.${part}`;
    const net = lineNets[index];
    return (
      <>
        <Table.Td>
          <Stack gap={4}>
            <ProductField index={index} priceDate={priceDate} />
            <FormTextInput
              name={name('itemName')}
              aria-label={t('line.itemNameOf', { number })}
              placeholder={t('line.itemName')}
            />
            <FormTextInput
              name={name('itemDescription')}
              aria-label={t('line.itemDescriptionOf', { number })}
              placeholder={t('line.itemDescription')}
            />
          </Stack>
        </Table.Td>
        <Table.Td>
          <FormField name={name('quantity')} aria-label={t('line.quantityOf', { number })} {...QUANTITY} />
        </Table.Td>
        <Table.Td>
          <FormField
            name={name('orderedQuantity')}
            aria-label={t('line.orderedQuantityOf', { number })}
            {...QUANTITY}
          />
        </Table.Td>
        <Table.Td>
          <FormSelect
            name={name('unitOfMeasureCode')}
            aria-label={t('line.unitOf', { number })}
            data={units}
            allowDeselect={false}
            searchable
            miw={0}
            placeholder={defaultUnit ?? undefined}
          />
        </Table.Td>
        <Table.Td>
          <FormField name={name('priceAmount')} aria-label={t('line.priceOf', { number })} {...PRICE} />
        </Table.Td>
        <Table.Td>
          <VatFields
            prefix={name('')}
            symbol={line?.vatRateSymbol}
            options={vatOptions}
            labels={{ vat: t('line.vatOf', { number }), reason: t('line.exemptionReasonOf', { number }) }}
          />
        </Table.Td>
        <Table.Td>
          <Stack gap={4}>
            <FormSelect
              name={name('allowanceCharge.kind')}
              aria-label={t('line.allowanceChargeOf', { number })}
              data={kinds}
              allowDeselect={false}
              miw={0}
            />
            {line && line.allowanceCharge.kind !== 'NONE' && (
              <>
                <FormField
                  name={name('allowanceCharge.percent')}
                  aria-label={t('line.percentOf', { number })}
                  {...PERCENT_FIELD}
                />
                <FormField
                  name={name('allowanceCharge.amount')}
                  aria-label={t('line.amountOf', { number })}
                  {...AMOUNT_FIELD}
                />
              </>
            )}
          </Stack>
        </Table.Td>
        <Table.Td ta="right">
          <Text size="sm" pt={6} aria-label={t('line.netOf', { number })} style={{ whiteSpace: 'nowrap' }}>
            {net === null || net === undefined ? '–' : formatMoney(net, locale)}
          </Text>
        </Table.Td>
      </>
    );
  };

  return (
    <Stack gap="sm">
      <OrderedRows
        label={t('sections.lines')}
        minWidth={1180}
        header={
          <>
            <Table.Th miw={260}>{t('line.product')}</Table.Th>
            <Table.Th w={110}>{t('line.quantity')}</Table.Th>
            <Table.Th w={110}>{t('line.orderedQuantity')}</Table.Th>
            <Table.Th w={120}>{t('line.unit')}</Table.Th>
            <Table.Th w={130}>{t('line.price')}</Table.Th>
            <Table.Th w={190}>{t('line.vat')}</Table.Th>
            <Table.Th w={150}>{t('line.allowanceCharge')}</Table.Th>
            <Table.Th w={120} ta="right">
              {t('line.net')}
            </Table.Th>
          </>
        }
        keys={fields.map((field) => field.key)}
        cells={cells}
        labels={lineRowLabels(t)}
        move={move}
        remove={remove}
        removable={fields.length > 1}
      />
      <ListError name="lines" label={t('sections.lines')} />
      <Group justify="space-between">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(newOrderLine(defaultUnit))}>
          {t('line.add')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('line.keyboard')}
        </Text>
      </Group>
    </Stack>
  );
}

import { Button, Group, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS } from '@fjord/domain';
import { FormField } from '../../ui/forms';
import { AmountInput, Autocomplete, type AutocompleteOption, type FieldProps } from '../../ui/inputs';
import { ListError } from '../orders/editor/DocumentFields';
import { lineRowLabels, OrderedRows } from '../orders/editor/OrderedRows';
import { lineWithProduct, newPatchLine, productLabel, type ExpectedProduct, type PatchFormValues } from './patch-form';

type CellsProps = {
  index: number;
  /** A counted quantity is 0 or more; a change may be negative. */
  counted: boolean;
  labels: { price: string; quantity: string };
};

/** A line's purchase price and quantity, as cells of its row (the patch editor's and the full count's). */
export function PriceAndQuantityCells({ index, counted, labels }: CellsProps) {
  return (
    <>
      <Table.Td>
        <FormField
          name={`lines.${index}.purchasePrice`}
          aria-label={labels.price}
          component={AmountInput}
          allowBlank
          positiveOnly
          decimals={DECIMAL_KINDS.unitPrice.scale}
        />
      </Table.Td>
      <Table.Td>
        <FormField
          name={`lines.${index}.quantity`}
          aria-label={labels.quantity}
          component={AmountInput}
          allowBlank
          positiveOnly={counted}
          decimals={DECIMAL_KINDS.quantity.scale}
        />
      </Table.Td>
    </>
  );
}

type Props = {
  /** The supplier's products (the count's list), the only ones a line may take. */
  products: readonly ExpectedProduct[];
  /** A count's lines are counted quantities (0 or more), a patch's are changes (negative too). */
  checkpoint: boolean;
};

/**
 * The lines of a patch: a product of the patch's supplier, its purchase price (the product's, to
 * begin with) and the quantity. Removing a saved line deletes it when the patch is saved.
 */
export function PatchLines({ products, checkpoint }: Props) {
  const { t } = useTranslation('warehouse');
  const { control } = useFormContext<PatchFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const options = products.map((product) => ({ value: product.productId, label: productLabel(product), product }));

  const cells = (index: number) => {
    const number = index + 1;
    return (
      <>
        <Table.Td>
          <FormField
            name={`lines.${index}.productId`}
            component={ProductInput}
            index={index}
            options={options}
            aria-label={t('line.productOf', { number })}
            placeholder={t('line.productSearch')}
          />
        </Table.Td>
        <PriceAndQuantityCells
          index={index}
          counted={checkpoint}
          labels={{
            price: t('line.purchasePriceOf', { number }),
            quantity: t(checkpoint ? 'line.countedOf' : 'line.quantityOf', { number }),
          }}
        />
      </>
    );
  };

  return (
    <Stack gap="sm">
      <OrderedRows
        label={t('sections.lines')}
        minWidth={720}
        header={
          <>
            <Table.Th miw={280}>{t('fields.product')}</Table.Th>
            <Table.Th w={160}>{t('fields.purchasePrice')}</Table.Th>
            <Table.Th w={160}>{t(checkpoint ? 'fields.counted' : 'fields.change')}</Table.Th>
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
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(newPatchLine())}>
          {t('line.add')}
        </Button>
      </Group>
    </Stack>
  );
}

type ProductOption = AutocompleteOption & { product: ExpectedProduct };

type InputProps = FieldProps & {
  value: string | null;
  onChange: (value: string | null) => void;
  index: number;
  options: ProductOption[];
};

/** A line's product among the supplier's; choosing one takes its purchase price. */
function ProductInput({ value, onChange, index, options, ...field }: InputProps) {
  const { getValues, setValue } = useFormContext<PatchFormValues>();
  const line = useWatch<PatchFormValues, `lines.${number}`>({ name: `lines.${index}` });
  const choose = (next: string | null, option: ProductOption | null) => {
    if (!option) return onChange(next);
    setValue(`lines.${index}`, lineWithProduct(getValues(`lines.${index}`), option.product), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  return (
    <Autocomplete<ProductOption>
      {...field}
      value={value}
      onChange={choose}
      options={options}
      minChars={1}
      allowFreeText={false}
      valueLabel={line?.productLabel || undefined}
    />
  );
}

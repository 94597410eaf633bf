import { SimpleGrid, Stack } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { allVatRatesOn, isVatCategory, requiresTaxExemptionReason, VAT_CATEGORIES } from '@fjord/domain';
import { FormSelect, FormTextarea, FormTextInput } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { Upload, uploadFile, type Attachment } from '../../ui/upload';
import { UNIT_OF_MEASURE_CODES, type ProductFormValues } from './product-form';
import { ActivePeriods, Prices } from './ProductPeriodRows';
import { SupplierField } from './SupplierField';
import type { DimensionChoices } from '../dimensions/dimension-choices';
import { DimensionSelects } from '../dimensions/DimensionSelects';

export type Option = { value: string; label: string };

export type ProductChoices = DimensionChoices & { groups: Option[] };

type Props = {
  choices: ProductChoices;
  /** Editing a saved product: its number cannot be changed. */
  editing: boolean;
  /** The supplier's name for a saved product (the autocomplete lists only what was searched). */
  supplierName: string | null;
  today: string;
};

const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** The popup's fields: the product, its price list, its active periods and its pictures. */
export function ProductFormFields({ choices, editing, supplierName, today }: Props) {
  const { t } = useTranslation('products');
  const vatRateSymbol = useWatch<ProductFormValues, 'vatRateSymbol'>({ name: 'vatRateSymbol' });
  const rates = allVatRatesOn(today);
  const units = UNIT_OF_MEASURE_CODES.map((code) => ({ value: code, label: `${t(`units.${code}`)} (${code})` }));
  const vatCategories = VAT_CATEGORIES.map((category) => ({
    value: category,
    label: t('vatOption', { name: t(`vat.${category}`), rate: rates[category] ?? '–' }),
  }));
  const needsReason = isVatCategory(vatRateSymbol) && requiresTaxExemptionReason(vatRateSymbol);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput
          name="number"
          label={t('fields.number')}
          withAsterisk={!editing}
          readOnly={editing}
          description={editing ? t('hints.numberFixed') : undefined}
          data-autofocus={!editing || undefined}
        />
        <FormTextInput name="name" label={t('fields.name')} withAsterisk data-autofocus={editing || undefined} />
        <FormSelect
          name="unitOfMeasureCode"
          label={t('fields.unitOfMeasure')}
          data={units}
          allowDeselect={false}
          searchable
          withAsterisk
        />
        <FormSelect
          name="vatRateSymbol"
          label={t('fields.vatRate')}
          data={vatCategories}
          allowDeselect={false}
          withAsterisk
        />
        {needsReason && (
          <FormTextInput
            name="taxExemptionReason"
            label={t('fields.taxExemptionReason')}
            description={t('hints.taxExemptionReason')}
            withAsterisk
          />
        )}
      </SimpleGrid>
      <FormTextarea name="description" label={t('fields.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect
          name="productGroupId"
          label={t('fields.productGroup')}
          data={choices.groups}
          searchable
          clearable
          nothingFoundMessage={t('noGroups')}
        />
        <SupplierField initialName={supplierName} today={today} />
        <FormTextInput name="suppliersProductNumber" label={t('fields.suppliersProductNumber')} />
        <DimensionSelects
          choices={choices}
          labels={{
            carRegistration: t('fields.car'),
            project: t('fields.project'),
            department: t('fields.department'),
          }}
        />
      </SimpleGrid>
      <Prices today={today} />
      <ActivePeriods today={today} />
      <Images />
    </Stack>
  );
}

function Images() {
  const { t } = useTranslation('products');
  const { getValues } = useFormContext<ProductFormValues>();
  const { field } = useController<ProductFormValues, 'images'>({ name: 'images' });
  const { onChange } = field;
  const images = field.value ?? [];

  // Uploads finish one after another; each adds to the list as it stands then.
  const upload = async (files: File[]) => {
    try {
      for (const file of files) {
        const stored: Attachment = await uploadFile(file, 'product_image');
        onChange([...(getValues('images') ?? []), stored]);
      }
    } catch (error) {
      toast('error', t('images.uploadFailed'));
      throw error;
    }
  };

  return (
    <Upload
      label={t('sections.images')}
      accept={IMAGE_TYPES}
      attachments={images}
      onAttachmentsChange={(next) => onChange(next)}
      onUpload={upload}
    />
  );
}

import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { get, useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  allVatRatesOn,
  formatMoney,
  isLocale,
  isVatCategory,
  requiresTaxExemptionReason,
  VAT_CATEGORIES,
  type Locale,
} from '@fjord/domain';
import { FormField, FormSelect, FormTextarea, FormTextInput, useFieldErrorText } from '../../ui/forms';
import { AmountInput, Autocomplete, DateInput, type AutocompleteOption } from '../../ui/inputs';
import { toast } from '../../ui/overlays';
import { Upload, uploadFile, type Attachment } from '../../ui/upload';
import {
  emptyActivePeriod,
  emptyPrice,
  liveMargin,
  UNIT_OF_MEASURE_CODES,
  type ProductFormValues,
} from './product-form';
import { SupplierSearchDocument } from './operations';

export type Option = { value: string; label: string };

export type ProductChoices = {
  groups: Option[];
  projects: Option[];
  departments: Option[];
  carRegistrations: Option[];
};

type Props = {
  choices: ProductChoices;
  /** Editing a saved product: its number cannot be changed. */
  editing: boolean;
  /** The supplier's name for a saved product (the autocomplete lists only what was searched). */
  supplierName: string | null;
  today: string;
};

const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

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
        <FormSelect
          name="carRegistrationId"
          label={t('fields.car')}
          data={choices.carRegistrations}
          searchable
          clearable
        />
        <FormSelect name="projectId" label={t('fields.project')} data={choices.projects} searchable clearable />
        <FormSelect
          name="departmentId"
          label={t('fields.department')}
          data={choices.departments}
          searchable
          clearable
        />
      </SimpleGrid>
      <Prices today={today} />
      <ActivePeriods today={today} />
      <Images />
    </Stack>
  );
}

/** The error of a whole list (e.g. overlapping periods), worded with the list's name. */
function useListError(name: 'prices' | 'activePeriods', label: string) {
  const { errors } = useFormState<ProductFormValues>({ name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return useFieldErrorText(message ? { type: 'validate', message } : undefined, label);
}

function ListError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {text}
    </Text>
  );
}

/** The day after the last row's end, or today: where a new row usually starts. */
function nextStart(ends: (string | null | undefined)[], today: string): string {
  const last = ends
    .filter((end): end is string => !!end)
    .sort()
    .at(-1);
  if (!last || last < today) return today;
  const next = new Date(`${last}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function Prices({ today }: { today: string }) {
  const { t } = useTranslation('products');
  const { control, getValues } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'prices' });
  const listError = useListError('prices', t('sections.prices'));
  return (
    <Stack gap="sm">
      <Title order={4}>{t('sections.prices')}</Title>
      <ListError text={listError} />
      {fields.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('noPrices')}
        </Text>
      )}
      {fields.map((field, index) => (
        <Group
          key={field.id}
          role="group"
          aria-label={t('priceRow', { number: index + 1 })}
          align="flex-start"
          gap="xs"
          wrap="wrap"
        >
          <FormField
            name={`prices.${index}.validFrom`}
            label={t('fields.validFrom')}
            component={DateInput}
            required
            w={140}
          />
          <FormField name={`prices.${index}.validTo`} label={t('fields.validTo')} component={DateInput} w={140} />
          <FormField
            name={`prices.${index}.purchasePrice`}
            label={t('fields.purchasePrice')}
            component={AmountInput}
            positiveOnly
            decimals={4}
            grouping
            w={115}
          />
          <FormField
            name={`prices.${index}.salePrice`}
            label={t('fields.salePrice')}
            component={AmountInput}
            positiveOnly
            decimals={4}
            grouping
            w={115}
          />
          <Margin index={index} />
          <RemoveButton label={t('removePrice', { number: index + 1 })} onClick={() => remove(index)} />
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            append(
              emptyPrice(
                nextStart(
                  getValues('prices').map((price) => price.validTo),
                  today,
                ),
              ),
            )
          }
        >
          {t('addPrice')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The row's contribution margin, as it is typed. */
function Margin({ index }: { index: number }) {
  const { t } = useTranslation('products');
  const locale = useLocale();
  const price = useWatch<ProductFormValues, `prices.${number}`>({ name: `prices.${index}` });
  const margin = liveMargin(price);
  return (
    <Stack gap={2} mt={4} miw={110}>
      <Text size="sm" fw={500}>
        {t('fields.margin')}
      </Text>
      <Text size="sm" ta="right" data-testid={`price-margin-${index}`}>
        {margin ? formatMoney(margin.amount, locale) : '–'}
        {margin?.percent ? ` (${formatPercent(margin.percent.toFixed(2), locale)} %)` : ''}
      </Text>
    </Stack>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" mt={30} aria-label={label} onClick={onClick}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

export function formatPercent(value: string, locale: Locale): string {
  return locale === 'nb' ? value.replace('.', ',') : value;
}

function ActivePeriods({ today }: { today: string }) {
  const { t } = useTranslation('products');
  const { control, getValues } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'activePeriods' });
  const listError = useListError('activePeriods', t('sections.activePeriods'));
  return (
    <Stack gap="sm">
      <Title order={4}>{t('sections.activePeriods')}</Title>
      <Text c="dimmed" size="sm">
        {t('hints.activePeriods')}
      </Text>
      <ListError text={listError} />
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" gap="sm">
          <FormField
            name={`activePeriods.${index}.activeFrom`}
            label={t('fields.activeFrom')}
            component={DateInput}
            required
            w={150}
          />
          <FormField
            name={`activePeriods.${index}.activeTo`}
            label={t('fields.activeTo')}
            component={DateInput}
            w={150}
          />
          <RemoveButton label={t('removeActivePeriod', { number: index + 1 })} onClick={() => remove(index)} />
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            append(
              emptyActivePeriod(
                nextStart(
                  getValues('activePeriods').map((period) => period.activeTo),
                  today,
                ),
              ),
            )
          }
        >
          {t('addActivePeriod')}
        </Button>
      </Group>
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

/** The supplier: a company of the registry, searched by name or organisation number. */
function SupplierField({ initialName, today }: { initialName: string | null; today: string }) {
  const { t } = useTranslation('products');
  const client = useApolloClient();
  const {
    field: { name, ref, value, onChange, onBlur },
    fieldState,
  } = useController<ProductFormValues, 'supplierUnitId'>({ name: 'supplierUnitId' });
  const error = useFieldErrorText(fieldState.error, t('fields.supplier'));
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const search = async (term: string) => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const { data } = await client.query({
        query: SupplierSearchDocument,
        variables: { term, date: today },
        fetchPolicy: 'network-only',
      });
      if (request !== latest.current) return;
      setOptions(
        (data?.unitSearch ?? []).map((unit) => ({
          value: unit.id,
          label: unit.name,
          description: [unit.organizationNumber, unit.city].filter(Boolean).join(' · ') || undefined,
        })),
      );
    } catch {
      // The error link has said why; the list stays as it was.
    } finally {
      if (request === latest.current) setLoading(false);
    }
  };

  return (
    <Autocomplete
      label={t('fields.supplier')}
      description={t('hints.supplier')}
      name={name}
      ref={ref}
      value={value}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
      options={options}
      onSearch={(term) => void search(term)}
      loading={loading}
      valueLabel={initialName ?? undefined}
    />
  );
}

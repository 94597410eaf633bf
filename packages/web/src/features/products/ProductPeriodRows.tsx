import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS, formatMoney, isLocale, type Locale } from '@fjord/domain';
import { FormField, useFieldErrorText } from '../../ui/forms';
import { AmountInput, DateInput } from '../../ui/inputs';
import { emptyActivePeriod, emptyPrice, liveMargin, type ProductFormValues } from './product-form';

type PeriodList = 'prices' | 'activePeriods';

function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/** The error of a whole list (e.g. overlapping periods), worded with the list's name. */
function useListError(name: PeriodList, label: string) {
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

type SectionProps = {
  name: PeriodList;
  title: string;
  hint?: string;
  /** Shown when the list has no rows. */
  empty?: string;
  addLabel: string;
  /** A new row starting where the last one ends (or today). */
  newRow: (start: string) => ProductFormValues[PeriodList][number];
  /** The end date of a row, for where the next one starts. */
  endOf: (row: ProductFormValues[PeriodList][number]) => string | null | undefined;
  today: string;
  row: (index: number, remove: () => void) => ReactNode;
};

/** A list of dated rows: its title, the error of the whole list, the rows and "add". */
function PeriodRowsSection({ name, title, hint, empty, addLabel, newRow, endOf, today, row }: SectionProps) {
  const { control, getValues } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = useListError(name, title);
  return (
    <Stack gap="sm">
      <Title order={4}>{title}</Title>
      {hint && (
        <Text c="dimmed" size="sm">
          {hint}
        </Text>
      )}
      <ListError text={listError} />
      {fields.length === 0 && empty && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {fields.map((field, index) => (
        <div key={field.id}>{row(index, () => remove(index))}</div>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => append(newRow(nextStart(getValues(name).map(endOf), today)) as never)}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The price list: periods with purchase and sale price, the margin shown as it is typed. */
export function Prices({ today }: { today: string }) {
  const { t } = useTranslation('products');
  return (
    <PeriodRowsSection
      name="prices"
      title={t('sections.prices')}
      empty={t('noPrices')}
      addLabel={t('addPrice')}
      newRow={emptyPrice}
      endOf={(price) => ('validTo' in price ? price.validTo : null)}
      today={today}
      row={(index, remove) => (
        <Group role="group" aria-label={t('priceRow', { number: index + 1 })} align="flex-start" gap="xs" wrap="wrap">
          <FormField
            name={`prices.${index}.validFrom`}
            label={t('fields.validFrom')}
            component={DateInput}
            required
            w={140}
          />
          <FormField name={`prices.${index}.validTo`} label={t('fields.validTo')} component={DateInput} w={140} />
          {(['purchasePrice', 'salePrice'] as const).map((field) => (
            <FormField
              key={field}
              name={`prices.${index}.${field}`}
              label={t(`fields.${field}`)}
              component={AmountInput}
              positiveOnly
              decimals={DECIMAL_KINDS.unitPrice.scale}
              grouping
              w={115}
            />
          ))}
          <Margin index={index} />
          <RemoveButton label={t('removePrice', { number: index + 1 })} onClick={remove} />
        </Group>
      )}
    />
  );
}

/** When the product may be sold. */
export function ActivePeriods({ today }: { today: string }) {
  const { t } = useTranslation('products');
  return (
    <PeriodRowsSection
      name="activePeriods"
      title={t('sections.activePeriods')}
      hint={t('hints.activePeriods')}
      addLabel={t('addActivePeriod')}
      newRow={emptyActivePeriod}
      endOf={(period) => ('activeTo' in period ? period.activeTo : null)}
      today={today}
      row={(index, remove) => (
        <Group align="flex-start" gap="sm">
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
          <RemoveButton label={t('removeActivePeriod', { number: index + 1 })} onClick={remove} />
        </Group>
      )}
    />
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

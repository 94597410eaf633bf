import { Stack, Text } from '@mantine/core';
import { useFormState, type FieldError } from 'react-hook-form';
import { DECIMAL_KINDS, type VatCategory } from '@fjord/domain';
import { FormSelect, FormTextInput, useFieldErrorText } from '../../../ui/forms';
import { AmountInput } from '../../../ui/inputs';
import { needsExemptionReason } from './order-form';

/** A percent of a discount or surcharge: 0 or more, with the decimals the column keeps. */
export const PERCENT_FIELD = {
  component: AmountInput,
  allowBlank: true,
  positiveOnly: true,
  decimals: DECIMAL_KINDS.percentage.scale,
  placeholder: '%',
} as const;

/** A fixed amount of a discount or surcharge, in øre. */
export const AMOUNT_FIELD = {
  component: AmountInput,
  allowBlank: true,
  positiveOnly: true,
  decimals: DECIMAL_KINDS.amount.scale,
} as const;

type VatFieldsProps = {
  /** The record's path in the form, e.g. `lines.0.` or `allowanceCharges.1.`. */
  prefix: string;
  symbol: VatCategory | null | undefined;
  options: { value: string; label: string }[];
  labels: { vat: string; reason: string };
};

/** A line's or a discount's VAT category, with the exemption reason where the category asks one. */
export function VatFields({ prefix, symbol, options, labels }: VatFieldsProps) {
  return (
    <Stack gap={4}>
      <FormSelect
        name={`${prefix}vatRateSymbol`}
        aria-label={labels.vat}
        data={options}
        allowDeselect={false}
        miw={0}
      />
      {symbol && needsExemptionReason(symbol) && (
        <FormTextInput name={`${prefix}taxExemptionReason`} aria-label={labels.reason} />
      )}
    </Stack>
  );
}

/**
 * A list's own error (the server's "at least one line", "at most 20"), which names no row: shown
 * under the list, worded with its title.
 */
export function ListError({ name, label }: { name: 'lines' | 'allowanceCharges'; label: string }) {
  const { errors } = useFormState({ name });
  const error = errors[name] as FieldError | undefined;
  const text = useFieldErrorText(error?.message ? error : error?.root, label);
  return text ? (
    <Text size="sm" c="red" role="alert">
      {text}
    </Text>
  ) : null;
}

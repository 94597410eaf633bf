import { useMemo } from 'react';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { AppForm, DirtyReporter, FormActions, FormCheckbox, FormField, FormTextarea, useAppForm } from '../../ui/forms';
import { AmountInput, DateInput } from '../../ui/inputs';
import { CollapsibleSection } from '../../ui/layout/CollapsibleSection';
import { toast } from '../../ui/overlays';
import { Section } from '../orders/editor/OrderFields';
import { UpdatePaycheckDocument } from './operations';
import { PaycheckLineFlags } from './PaycheckLineFlags';
import { PaycheckLines } from './PaycheckLines';
import { PaycheckPrepayments } from './PaycheckPrepayments';
import { usePaycheckSection } from './paycheck-sections';
import {
  LINE_FLAG_FIELDS,
  paycheckFormValues,
  paycheckInput,
  paycheckSchema,
  type PaycheckFormValues,
  type SavedPaycheck,
} from './paycheck-form';

type Props = {
  paycheck: SavedPaycheck;
  /** Told whether there are unsaved changes (lock, delete and create wait for them). */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * A draft or open paycheck, edited in place: paid date, lines, prepayments and comments; on an
 * advanced paycheck (canCreateAdvancedPaychecks) each line's flags and a withholding typed by hand.
 * Saving sends the whole paycheck; refusals land on their fields (`lines.2.rate`).
 */
export function PaycheckEditor({ paycheck, onDirtyChange }: Props) {
  const { t } = useTranslation('paychecks');
  const client = useApolloClient();
  const mayAdvance = usePermission('canCreateAdvancedPaychecks');
  const saved = useMemo(() => paycheckFormValues(paycheck), [paycheck]);
  const form = useAppForm<PaycheckFormValues>({ schema: paycheckSchema, saved });
  const advanced = useWatch({ control: form.control, name: 'advancedMode' });

  async function save(values: PaycheckFormValues) {
    // The answer is the recalculated paycheck: Apollo's cache hands it to the page and its summary.
    await client.mutate({
      mutation: UpdatePaycheckDocument,
      variables: { id: paycheck.id, input: paycheckInput(values, paycheck) },
      context: { handleErrors: false },
    });
    toast('success', t('editor.saved'));
  }

  return (
    <AppForm form={form} onSubmit={save} aria-label={t('editor.formLabel')}>
      <DirtyReporter onDirtyChange={onDirtyChange} />
      <Stack gap="xl">
        <Group align="flex-end" gap="xl">
          <FormField name="paidDate" label={t('fields.paidDate')} component={DateInput} required w={200} />
          {mayAdvance && (
            <FormCheckbox name="advancedMode" label={t('fields.advancedMode')} description={t('editor.advancedHint')} />
          )}
        </Group>
        <Section title={t('sections.lines')}>
          <PaycheckLines paycheck={paycheck} />
        </Section>
        {advanced && mayAdvance && <FlagsSection />}
        <PrepaymentsSection />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <FormTextarea name="comment" label={t('fields.comment')} description={t('editor.commentHint')} />
          <FormTextarea
            name="internalComment"
            label={t('fields.internalComment')}
            description={t('editor.internalCommentHint')}
          />
        </SimpleGrid>
      </Stack>
      <FormActions resetLabel={t('editor.reset')} submitLabel={t('editor.save')} mt="xl" />
    </AppForm>
  );
}

/** How each line of an advanced paycheck counts, and the withholding typed by hand: open by default. */
function FlagsSection() {
  const { t } = useTranslation('paychecks');
  const [opened, setOpened] = usePaycheckSection('flags');
  const { errors } = useFormState<PaycheckFormValues>({ name: ['lines', 'manualTax', 'taxDeduction'] });
  return (
    <CollapsibleSection
      title={t('sections.flags')}
      opened={opened}
      onChange={setOpened}
      invalid={hasFlagErrors(errors)}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('flags.intro')}
        </Text>
        <PaycheckLineFlags />
        <ManualTaxFields />
      </Stack>
    </CollapsibleSection>
  );
}

function hasFlagErrors(errors: FieldErrors<PaycheckFormValues>): boolean {
  if (errors.manualTax || errors.taxDeduction) return true;
  const lines = Array.isArray(errors.lines) ? errors.lines : [];
  return lines.some((line) => line && LINE_FLAG_FIELDS.some((field) => field in line));
}

/** What was paid ahead of the paycheck: closed by default, with how many there are beside the title. */
function PrepaymentsSection() {
  const { t } = useTranslation('paychecks');
  const [opened, setOpened] = usePaycheckSection('prepayments');
  const prepayments = useWatch<PaycheckFormValues, 'prepayments'>({ name: 'prepayments' });
  const { errors } = useFormState<PaycheckFormValues>({ name: 'prepayments' });
  return (
    <CollapsibleSection
      title={t('sections.prepayments')}
      count={prepayments?.length ?? 0}
      opened={opened}
      onChange={setOpened}
      invalid={!!errors.prepayments}
    >
      <PaycheckPrepayments />
    </CollapsibleSection>
  );
}

/** An advanced paycheck's withholding typed by hand instead of found from the tax card. */
function ManualTaxFields() {
  const { t } = useTranslation('paychecks');
  const manual = useWatch<PaycheckFormValues, 'manualTax'>({ name: 'manualTax' });
  return (
    <Group align="flex-end" gap="xl">
      <FormCheckbox name="manualTax" label={t('fields.manualTax')} />
      {manual && (
        <FormField
          name="taxDeduction"
          label={t('fields.manualTaxDeduction')}
          component={AmountInput}
          allowBlank
          positiveOnly
          grouping
          decimals={DECIMAL_KINDS.amount.scale}
          required
          w={200}
        />
      )}
    </Group>
  );
}

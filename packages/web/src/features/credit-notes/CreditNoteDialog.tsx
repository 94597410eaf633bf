// mount: rendered by CreditNotesSection (the "Credit" button on /invoices/:id); needs nothing else.
import { Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_KINDS, formatDecimal, isLocale } from '@fjord/domain';
import type { InvoiceCreditNotesQuery } from '../../gql/graphql';
import { FormCheckbox, FormField, FormModal, FormTextarea, graphQLErrorsOf } from '../../ui/forms';
import { AmountInput, DateInput } from '../../ui/inputs';
import { creditNoteSchema, toCreditNoteInput, withFormLinePlaces, type CreditNoteValues } from './credit-note-form';
import { CreateCreditNoteDocument, InvoiceCreditNotesDocument } from './operations';

type Invoice = NonNullable<InvoiceCreditNotesQuery['invoice']>;

/**
 * "Krediter faktura": the whole invoice (all that remains), or chosen lines with how much of each
 * (prefilled with what remains), the credit note's date and why. The server checks that nothing
 * is credited twice over and names a refused line, which the dialog marks.
 */
export function CreditNoteDialog({
  invoice,
  values,
  onClose,
  onCreated,
}: {
  invoice: Invoice;
  /** The dialog's starting values (newCreditNote); null: closed. */
  values: CreditNoteValues | null;
  onClose: () => void;
  onCreated?: (creditNote: { id: string; number: string }) => void;
}) {
  const { t } = useTranslation('creditNotes');
  const [create] = useMutation(CreateCreditNoteDocument, {
    refetchQueries: [InvoiceCreditNotesDocument],
    awaitRefetchQueries: true,
  });

  async function submit(formValues: CreditNoteValues) {
    try {
      const result = await create({
        variables: { invoiceId: invoice.id, input: toCreditNoteInput(formValues) },
        context: { handleErrors: false },
      });
      const created = result.data?.createCreditNote;
      if (created) onCreated?.(created);
    } catch (error) {
      const errors = graphQLErrorsOf(error);
      throw errors ? { errors: withFormLinePlaces(errors, formValues) } : error;
    }
  }

  return (
    <FormModal<CreditNoteValues>
      saved={values}
      title={t('dialog.title', { number: invoice.number })}
      schema={creditNoteSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('dialog.submit')}
      savedMessage={t('dialog.done')}
    >
      <Stack>
        <FormField name="issueDate" label={t('fields.issueDate')} component={DateInput} required />
        <FormTextarea name="reason" label={t('fields.reason')} rows={2} required data-autofocus />
        <FormTextarea name="customNote" label={t('fields.customNote')} rows={2} />
        <FormCheckbox name="chooseLines" label={t('dialog.chooseLines')} />
        <LineQuantities invoice={invoice} />
      </Stack>
    </FormModal>
  );
}

/** The lines with what was credited and what remains, and the quantity to credit now (only when choosing lines). */
function LineQuantities({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('creditNotes');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const { control } = useFormContext<CreditNoteValues>();
  const chooseLines = useWatch({ control, name: 'chooseLines' });
  if (!chooseLines) return <Text size="sm">{t('dialog.wholeHint')}</Text>;
  const quantity = (value: string) => formatDecimal(value, locale);
  return (
    <Table withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lines.item')}</Table.Th>
          <Table.Th ta="right">{t('lines.invoiced')}</Table.Th>
          <Table.Th ta="right">{t('lines.credited')}</Table.Th>
          <Table.Th ta="right">{t('lines.remaining')}</Table.Th>
          <Table.Th>{t('lines.toCredit')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoice.creditableLines.map((line, index) => (
          <Table.Tr key={line.lineId}>
            <Table.Td>
              {line.number}. {line.itemName}
            </Table.Td>
            <Table.Td ta="right">{quantity(line.quantity)}</Table.Td>
            <Table.Td ta="right">{quantity(line.creditedQuantity)}</Table.Td>
            <Table.Td ta="right">{quantity(line.remainingQuantity)}</Table.Td>
            <Table.Td>
              <FormField
                name={`lines.${index}.quantity`}
                aria-label={t('lines.toCreditOf', { number: line.number, item: line.itemName })}
                component={AmountInput}
                allowBlank
                positiveOnly
                decimals={DECIMAL_KINDS.quantity.scale}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

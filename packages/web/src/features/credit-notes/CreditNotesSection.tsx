// mount: on /invoices/:id below the invoice's amounts: <CreditNotesSection invoiceId={invoice.id} />.
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, isLocale, osloDate, toDecimal } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { toast } from '../../ui/overlays';
import { CreditNoteDialog } from './CreditNoteDialog';
import { newCreditNote, type CreditNoteValues } from './credit-note-form';
import { DuplicateInvoiceDocument, InvoiceCreditNotesDocument } from './operations';

/**
 * An invoice's credit notes (number, date, amount, each a link to its own page), "Credit" while
 * anything remains to credit, and "Duplicate", which makes new open orders of the invoice's orders
 * and opens the first. A credit note shows neither list nor buttons of its own.
 */
export function CreditNotesSection({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation('creditNotes');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const navigate = useNavigate();
  const mayChange = usePermission('canSendSellerInvoice');
  const { data } = useQuery(InvoiceCreditNotesDocument, { variables: { id: invoiceId } });
  const [duplicate, duplicating] = useMutation(DuplicateInvoiceDocument);
  const [crediting, setCrediting] = useState<CreditNoteValues | null>(null);
  const invoice = data?.invoice;
  if (!invoice || invoice.kind !== 'INVOICE') return null;
  const creditable = invoice.creditableLines.some((line) => toDecimal(line.remainingQuantity)?.greaterThan(0));

  const onDuplicate = async () => {
    try {
      const result = await duplicate({ variables: { id: invoice.id } });
      const [first, ...rest] = result.data?.duplicateInvoice ?? [];
      if (!first) return;
      toast(
        'success',
        t('duplicate.done', { count: rest.length + 1, numbers: [first, ...rest].map((o) => o.number).join(', ') }),
      );
      void navigate(`/orders/${first.id}`);
    } catch {
      // Shown by the error link.
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {mayChange && (
          <Group gap="xs">
            <Button
              aria-haspopup="dialog"
              disabled={!creditable}
              onClick={() => setCrediting(newCreditNote(invoice.creditableLines, osloDate()))}
            >
              {t('credit.button')}
            </Button>
            <Button variant="default" onClick={() => void onDuplicate()} disabled={duplicating.loading}>
              {t('duplicate.button')}
            </Button>
          </Group>
        )}
      </Group>
      {invoice.creditNotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.number')}</Table.Th>
              <Table.Th>{t('fields.issueDate')}</Table.Th>
              <Table.Th>{t('fields.reason')}</Table.Th>
              <Table.Th ta="right">{t('fields.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.creditNotes.map((note) => (
              <Table.Tr key={note.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/invoices/${note.id}`} size="sm">
                    {note.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{note.issueDate}</Table.Td>
                <Table.Td>{note.creditReason}</Table.Td>
                <Table.Td ta="right">
                  {formatMoney(note.payableAmount, locale)} {invoice.currencyCode}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <CreditNoteDialog invoice={invoice} values={crediting} onClose={() => setCrediting(null)} />
    </Stack>
  );
}

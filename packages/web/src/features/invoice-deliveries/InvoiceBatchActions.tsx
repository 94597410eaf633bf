import { useState, useSyncExternalStore } from 'react';
import { Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconPrinter, IconSend } from '@tabler/icons-react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { DeliveryChannel } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { messagesForGraphQLErrors } from '../../ui/errors';
import { graphQLErrorsOf } from '../../ui/forms';
import { alertDialog, toast } from '../../ui/overlays';
import { InvoiceSendFactsDocument, PrintInvoicesDocument, SendInvoiceDocument } from './operations';
import { openPrintPdf } from './print';

export type SelectedInvoice = { id: string; number: string };

type Result = { number: string; ok: boolean; text: string };

/** The progress of "Send selected", read by the dialog that shows it. */
function progressStore(total: number) {
  let state = { done: 0, total, results: [] as Result[] };
  const listeners = new Set<() => void>();
  return {
    add(result: Result) {
      state = { ...state, done: state.done + 1, results: [...state.results, result] };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
  };
}

type Store = ReturnType<typeof progressStore>;

function SendProgress({ store }: { store: Store }) {
  const { t } = useTranslation('invoiceDeliveries');
  const { done, total, results } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <Stack gap="xs" mb="md">
      <Progress value={(done / total) * 100} aria-label={t('list.progress', { done, total })} />
      <Text size="sm" role="status">
        {t('list.progress', { done, total })}
      </Text>
      <List size="sm" data-testid="send-results">
        {results.map((result) => (
          <List.Item key={result.number} c={result.ok ? undefined : 'red.8'}>
            {result.number}: {result.text}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The invoice list's actions on the chosen invoices: "Print selected" prints them for the post as
 * one PDF (each starting on a new sheet, each logged as delivered by post), and "Send selected"
 * sends each by its customer's channel, one sendInvoice per invoice, with the progress and each
 * invoice's result in a dialog; those that went by post open as one PDF at the end.
 */
export function InvoiceBatchActions({ selected }: { selected: readonly SelectedInvoice[] }) {
  const { t, i18n } = useTranslation('invoiceDeliveries');
  const canSend = usePermission('canSendSellerInvoice');
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [print] = useMutation(PrintInvoicesDocument);
  const [send] = useMutation(SendInvoiceDocument);
  if (!canSend) return null;

  // The server's refusal in the user's language (no address, another unit's invoice, …).
  const reasonOf = (error: unknown) =>
    messagesForGraphQLErrors(i18n.t.bind(i18n), graphQLErrorsOf(error) ?? []).join(' ');

  async function printSelected() {
    setBusy(true);
    try {
      const { data } = await print({ variables: { ids: selected.map((invoice) => invoice.id) } });
      if (!data) return;
      toast('success', t('list.printed', { count: data.printInvoices.deliveries.length }));
      await openPrintPdf(data.printInvoices.url, i18n.language);
    } finally {
      setBusy(false);
    }
  }

  async function sendSelected() {
    setBusy(true);
    const store = progressStore(selected.length);
    const closed = alertDialog({
      title: t('list.progressTitle'),
      message: <SendProgress store={store} />,
      okLabel: t('list.done'),
    });
    const posted: string[] = [];
    for (const invoice of selected) {
      try {
        const { data: facts } = await client.query({
          query: InvoiceSendFactsDocument,
          variables: { id: invoice.id },
          fetchPolicy: 'network-only',
        });
        const channel = (facts?.invoice?.customer.invoiceDeliveryMethod ?? 'EMAIL') as DeliveryChannel;
        await send({
          variables: { id: invoice.id, input: { channel } },
          context: { handleErrors: false },
        });
        if (channel === 'MAIL') posted.push(invoice.id);
        store.add({
          number: invoice.number,
          ok: true,
          text: t('list.result.ok', { channel: t(`channels.${channel}`) }),
        });
      } catch (error) {
        store.add({ number: invoice.number, ok: false, text: t('list.result.failed', { reason: reasonOf(error) }) });
      }
    }
    setBusy(false);
    if (posted.length > 0) await openPrintPdf(`/pdf/invoices?ids=${posted.join(',')}&layout=print`, i18n.language);
    await closed;
  }

  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        disabled={selected.length === 0 || busy}
        onClick={printSelected}
      >
        {t('list.printSelected')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconSend size={16} />}
        disabled={selected.length === 0 || busy}
        onClick={sendSelected}
      >
        {t('list.sendSelected')}
      </Button>
    </Group>
  );
}

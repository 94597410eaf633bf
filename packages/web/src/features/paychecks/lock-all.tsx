import { useSyncExternalStore } from 'react';
import { List, Progress, Stack, Text } from '@mantine/core';
import type { ApolloClient } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fjord/domain';
import i18n from '../../i18n';
import { messagesForGraphQLErrors } from '../../ui/errors';
import { graphQLErrorsOf } from '../../ui/forms';
import { alertDialog, confirmDialog, toast } from '../../ui/overlays';
import { localeOf } from '../warehouse/units';
import { LockPaychecksDocument, PaychecksDocument } from './operations';
import type { PaycheckRow } from './PaychecksTable';
import { hasValidationType, TAX_TOO_LOW } from './server-errors';

/** Paychecks locked per lockPaychecks call: small enough for the progress to move. */
export const LOCK_BATCH = 10;
const PAGE = 100;

type Failure = { label: string; reason: string };
type LockState = { done: number; total: number; failures: Failure[]; finished: boolean };

/** The progress of "Lock all", read by its dialog. */
export function lockProgress(total: number) {
  let state: LockState = { done: 0, total, failures: [], finished: false };
  const listeners = new Set<() => void>();
  const change = (next: Partial<LockState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    locked: (count: number) => change({ done: state.done + count }),
    failed: (failures: Failure[]) => change({ failures: [...state.failures, ...failures] }),
    finish: () => change({ finished: true }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
  };
}

export type LockProgressStore = ReturnType<typeof lockProgress>;

/** How far "Lock all" has come: a progress bar, "n of m locked" and the paychecks that could not be locked. */
export function LockAllProgress({ store }: { store: LockProgressStore }) {
  const { t } = useTranslation('paychecks');
  const { done, total, failures, finished } = useSyncExternalStore(store.subscribe, store.get);
  const text = t(finished ? 'lockAll.finished' : 'lockAll.progress', { done, total });
  return (
    <Stack gap="xs" mb="md">
      <Progress value={total === 0 ? 100 : (done / total) * 100} aria-label={text} animated={!finished} />
      <Text size="sm" role="status">
        {text}
      </Text>
      {failures.length > 0 && (
        <List size="sm" aria-label={t('lockAll.failures')}>
          {failures.map((failure) => (
            <List.Item key={failure.label} c="red.9">
              {failure.label}: {failure.reason}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** A paycheck as the lock-all dialogs name it: its number (or draft) and employee. */
export const paycheckLabel = (paycheck: Pick<PaycheckRow, 'number' | 'employeeName'>) =>
  [paycheck.number, paycheck.employeeName].filter(Boolean).join(' ');

/** The paychecks whose deduction the server thinks too low: listed so the user can confirm them. */
function TooLowTaxList({ paychecks }: { paychecks: readonly PaycheckRow[] }) {
  const { t } = useTranslation('paychecks');
  const locale = localeOf(i18n.language);
  return (
    <Stack gap="xs" mb="md">
      <Text size="sm">{t('lockAll.tooLowIntro')}</Text>
      <List size="sm">
        {paychecks.map((paycheck) => (
          <List.Item key={paycheck.id}>
            {paycheck.expectedTaxDeduction
              ? t('lockAll.tooLowLine', {
                  paycheck: paycheckLabel(paycheck),
                  actual: formatMoney(paycheck.taxDeduction, locale),
                  expected: formatMoney(paycheck.expectedTaxDeduction, locale),
                })
              : paycheckLabel(paycheck)}
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t('lockAll.tooLowQuestion')}</Text>
    </Stack>
  );
}

/** Every open paycheck of the period, all pages of the list. */
export async function openPaychecksOf(client: ApolloClient, periodId: string): Promise<PaycheckRow[]> {
  const rows: PaycheckRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data } = await client.query({
      query: PaychecksDocument,
      variables: {
        limit: PAGE,
        offset,
        filters: { periodId, status: 'OPEN' },
        orderBy: 'number',
        orderDirection: 'ASC',
      },
      fetchPolicy: 'network-only',
    });
    const page = data?.paychecks;
    if (!page) return rows;
    rows.push(...page.items);
    if (page.items.length === 0 || rows.length >= page.totalCount) return rows;
  }
}

const chunksOf = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const reasonOf = (error: unknown) =>
  messagesForGraphQLErrors(i18n.t.bind(i18n), graphQLErrorsOf(error) ?? []).join(' ');

type LockAnswer = { locked: true } | { locked: false; error: unknown };

async function lockOnce(
  client: ApolloClient,
  paychecks: readonly PaycheckRow[],
  confirmTooLowTax: boolean,
): Promise<LockAnswer> {
  try {
    await client.mutate({
      mutation: LockPaychecksDocument,
      variables: { ids: paychecks.map((paycheck) => paycheck.id), confirmTooLowTax },
      context: { handleErrors: false },
    });
    return { locked: true };
  } catch (error) {
    return { locked: false, error };
  }
}

/**
 * Locks the paychecks a batch at a time, moving the progress on. The server locks a batch whole or not
 * at all, so a refused batch is tried again one paycheck at a time: one refused paycheck (another
 * user's new employee without an account, say) does not keep the rest of its batch open. A paycheck
 * refused with `tax_too_low` is held back (answered); any other refusal is listed with its reason.
 */
async function lockInBatches(
  client: ApolloClient,
  paychecks: readonly PaycheckRow[],
  store: LockProgressStore,
  confirmTooLowTax: boolean,
): Promise<PaycheckRow[]> {
  const held: PaycheckRow[] = [];
  for (const batch of chunksOf(paychecks, LOCK_BATCH)) {
    const answer = await lockOnce(client, batch, confirmTooLowTax);
    if (answer.locked) {
      store.locked(batch.length);
      continue;
    }
    const single = batch.length === 1;
    for (const paycheck of batch) {
      const alone = single ? answer : await lockOnce(client, [paycheck], confirmTooLowTax);
      if (alone.locked) store.locked(1);
      else if (!confirmTooLowTax && hasValidationType(alone.error, TAX_TOO_LOW)) held.push(paycheck);
      else store.failed([{ label: paycheckLabel(paycheck), reason: reasonOf(alone.error) }]);
    }
  }
  return held;
}

/**
 * "Lock all": every open paycheck of the period, in batches with the progress in a dialog. Those
 * held back for a too low tax deduction are named afterwards, and locked with `confirmTooLowTax`
 * once the user confirms.
 */
export async function lockAllOpen(
  client: ApolloClient,
  period: { id: string; name: string },
  options: { ask: boolean },
): Promise<void> {
  const t = i18n.t.bind(i18n);
  const open = await openPaychecksOf(client, period.id);
  if (open.length === 0) {
    toast('info', t('paychecks:lockAll.none', { name: period.name }));
    return;
  }
  if (options.ask) {
    const confirmed = await confirmDialog({
      title: t('paychecks:lockAll.title', { name: period.name }),
      message: t('paychecks:lockAll.message', { total: open.length }),
      confirmLabel: t('paychecks:lockAll.confirm'),
    });
    if (!confirmed) return;
  }
  const store = lockProgress(open.length);
  const closed = alertDialog({
    title: t('paychecks:lockAll.progressTitle', { name: period.name }),
    message: <LockAllProgress store={store} />,
    okLabel: t('paychecks:lockAll.close'),
  });
  const held = await lockInBatches(client, open, store, false);
  if (held.length > 0) {
    const confirmed = await confirmDialog({
      title: t('paychecks:lockAll.tooLowTitle'),
      message: <TooLowTaxList paychecks={held} />,
      confirmLabel: t('paychecks:lockAll.tooLowConfirm'),
      cancelLabel: t('paychecks:lockAll.tooLowSkip'),
    });
    if (confirmed) await lockInBatches(client, held, store, true);
    else
      store.failed(
        held.map((paycheck) => ({ label: paycheckLabel(paycheck), reason: t('paychecks:lockAll.skipped') })),
      );
  }
  store.finish();
  await closed;
}

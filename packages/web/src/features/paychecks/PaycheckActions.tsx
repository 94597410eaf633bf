import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconFileTypePdf, IconLock, IconMail, IconTrash } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fjord/domain';
import { confirmDialog, toast } from '../../ui/overlays';
import { localeOf } from '../warehouse/units';
import {
  CancelPaycheckDraftDocument,
  CreatePaycheckFromDraftDocument,
  DeletePaycheckDocument,
  LockPaycheckDocument,
} from './operations';
import { usePermission } from '../../app/permissions';
import { EmailPayslipModal } from './EmailPayslipModal';
import { PaidDateModal } from './PaidDateModal';
import type { SavedPaycheck } from './paycheck-form';
import { hasValidationType, TAX_TOO_LOW, toastRefusal } from './server-errors';

type Props = {
  paycheck: SavedPaycheck;
  /** The user may make and change paychecks (canCreatePaychecks). */
  mayChange: boolean;
  /** Unsaved changes in the editor: the actions act on the saved paycheck, so they wait. */
  dirty: boolean;
};

/**
 * What the paycheck's status allows: a draft becomes a paycheck or is discarded; an open one is
 * locked or deleted; a locked one gets its paid date moved, its PDF, and its payslip e-mailed. Each asks first.
 */
export function PaycheckActions({ paycheck, mayChange, dirty }: Props) {
  const { t } = useTranslation('paychecks');
  const [busy, setBusy] = useState(false);
  const [movingPaidDate, setMovingPaidDate] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const maySend = usePermission('canSendPaychecks');
  const run = useRun(setBusy);
  const disabled = busy || dirty;
  const { createFromDraft, discardDraft, lock, remove } = usePaycheckActions(paycheck);

  if (paycheck.status === 'LOCKED')
    return (
      <>
        <Button
          component={Link}
          to={`/paychecks/${paycheck.id}/pdf`}
          variant="default"
          leftSection={<IconFileTypePdf size={16} />}
        >
          {t('actions.pdf')}
        </Button>
        {mayChange && !paycheck.period.isLocked && (
          <Button
            variant="default"
            leftSection={<IconCalendarEvent size={16} />}
            aria-haspopup="dialog"
            onClick={() => setMovingPaidDate(true)}
          >
            {t('actions.changePaidDate')}
          </Button>
        )}
        {maySend && (
          <Button
            variant="default"
            leftSection={<IconMail size={16} />}
            aria-haspopup="dialog"
            onClick={() => setEmailing(true)}
          >
            {t('actions.emailPayslip')}
          </Button>
        )}
        <PaidDateModal paycheck={paycheck} opened={movingPaidDate} onClose={() => setMovingPaidDate(false)} />
        <EmailPayslipModal paycheck={paycheck} opened={emailing} onClose={() => setEmailing(false)} />
      </>
    );
  if (!mayChange) return null;
  if (paycheck.status === 'DRAFT')
    return (
      <>
        <Button disabled={disabled} onClick={() => void run(createFromDraft)}>
          {t('actions.createFromDraft')}
        </Button>
        <Button
          variant="default"
          color="red"
          aria-haspopup="dialog"
          disabled={disabled}
          leftSection={<IconTrash size={16} />}
          onClick={() => void run(discardDraft)}
        >
          {t('actions.discardDraft')}
        </Button>
      </>
    );
  return (
    <>
      <Button
        leftSection={<IconLock size={16} />}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => void run(lock)}
      >
        {t('actions.lock')}
      </Button>
      <Button
        variant="default"
        color="red"
        aria-haspopup="dialog"
        disabled={disabled}
        leftSection={<IconTrash size={16} />}
        onClick={() => void run(remove)}
      >
        {t('actions.delete')}
      </Button>
    </>
  );
}

/** Runs one action at a time, the buttons disabled meanwhile. */
function useRun(setBusy: (busy: boolean) => void) {
  return async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
}

/** The status changes of one paycheck, each asking first and saying how it went. */
function usePaycheckActions(paycheck: SavedPaycheck) {
  const { t, i18n } = useTranslation('paychecks');
  const client = useApolloClient();
  const navigate = useNavigate();
  const locale = localeOf(i18n.language);
  const toList = () => navigate(`/paychecks?periodId=${encodeURIComponent(paycheck.periodId)}`);
  const context = { handleErrors: false };

  const createFromDraft = async () => {
    try {
      const { data } = await client.mutate({
        mutation: CreatePaycheckFromDraftDocument,
        variables: { id: paycheck.id },
        context,
      });
      toast('success', t('actions.createdFromDraft', { number: data?.createPaycheckFromDraft.number ?? '' }));
    } catch (error) {
      toastRefusal(error);
    }
  };

  /** Asks (a red confirmation), removes the paycheck or draft, says so and goes back to the list. */
  const removeAfterAsking = async (
    texts: { title: string; message: string; confirm: string; done: string },
    removeIt: () => Promise<unknown>,
  ) => {
    const confirmed = await confirmDialog({
      title: texts.title,
      message: texts.message,
      confirmLabel: texts.confirm,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await removeIt();
      toast('success', texts.done);
      await toList();
    } catch (error) {
      toastRefusal(error);
    }
  };

  const discardDraft = () =>
    removeAfterAsking(
      {
        title: t('actions.discardTitle'),
        message: t('actions.discardMessage', { name: paycheck.employeeName }),
        confirm: t('actions.discardDraft'),
        done: t('actions.discarded'),
      },
      () => client.mutate({ mutation: CancelPaycheckDraftDocument, variables: { id: paycheck.id }, context }),
    );

  const remove = () =>
    removeAfterAsking(
      {
        title: t('actions.deleteTitle', { number: paycheck.number ?? '' }),
        message: t('actions.deleteMessage', { name: paycheck.employeeName }),
        confirm: t('actions.delete'),
        done: t('actions.deleted', { number: paycheck.number ?? '' }),
      },
      () => client.mutate({ mutation: DeletePaycheckDocument, variables: { id: paycheck.id }, context }),
    );

  const lockWith = (confirmTooLowTax: boolean) =>
    client.mutate({ mutation: LockPaycheckDocument, variables: { id: paycheck.id, confirmTooLowTax }, context });

  /** Locking asks first; a deduction below what the tax card implies is explained and confirmed separately. */
  const lock = async () => {
    const confirmed = await confirmDialog({
      title: t('actions.lockTitle', { number: paycheck.number ?? '' }),
      message: t('actions.lockMessage'),
      confirmLabel: t('actions.lock'),
    });
    if (!confirmed) return;
    try {
      await lockWith(false);
      toast('success', t('actions.locked', { number: paycheck.number ?? '' }));
      return;
    } catch (error) {
      if (!hasValidationType(error, TAX_TOO_LOW)) return toastRefusal(error);
    }
    const lowAnyway = await confirmDialog({
      title: t('actions.tooLowTitle'),
      message: (
        <Stack gap="xs" mb="lg">
          <Text size="sm">
            {paycheck.expectedTaxDeduction
              ? t('actions.tooLowMessage', {
                  actual: formatMoney(paycheck.taxDeduction, locale),
                  expected: formatMoney(paycheck.expectedTaxDeduction, locale),
                })
              : t('actions.tooLowMessageUnknown', { actual: formatMoney(paycheck.taxDeduction, locale) })}
          </Text>
          <Text size="sm">{t('actions.tooLowQuestion')}</Text>
        </Stack>
      ),
      confirmLabel: t('actions.tooLowConfirm'),
    });
    if (!lowAnyway) return;
    try {
      await lockWith(true);
      toast('success', t('actions.locked', { number: paycheck.number ?? '' }));
    } catch (error) {
      toastRefusal(error);
    }
  };

  return { createFromDraft, discardDraft, lock, remove };
}

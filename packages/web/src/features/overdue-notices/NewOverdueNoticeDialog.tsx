import { Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney, isLocale, rules, type Locale } from '@fjord/domain';
import type { OverdueNoticeSuggestionQuery } from '../../gql/graphql';
import { FormCheckbox, FormField, FormModal } from '../../ui/forms';
import { AmountInput, DateInput } from '../../ui/inputs';
import { toZodSchema } from '../../ui/validation';
import { CreateOverdueNoticeDocument, OverdueNoticeSuggestionDocument } from './operations';

export type OverdueNoticeValues = { issueDate: string; dueDate: string; charge: string; includeInterest: boolean };

type Suggestion = NonNullable<NonNullable<OverdueNoticeSuggestionQuery['invoice']>['overdueNoticeSuggestion']>;

/** The form checks what it can alone; the server answers the rules of the law (dates, fees) with their own texts. */
const schema = toZodSchema<OverdueNoticeValues>({
  issueDate: [rules.required(), rules.date()],
  dueDate: [rules.required(), rules.date()],
  charge: [rules.required(), rules.decimal(), rules.amount()],
});

/**
 * "Send overdue notice": the notice's date (at the earliest 14 days after the due date), its new
 * due date, the reminder fee (purregebyr) and whether to claim late-payment interest, whose amount
 * for the chosen date is shown as the user changes it.
 */
export function NewOverdueNoticeDialog({
  invoiceId,
  saved,
  suggestion,
  onClose,
}: {
  invoiceId: string;
  saved: OverdueNoticeValues | null;
  suggestion: Suggestion;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('overdueNotices');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [create] = useMutation(CreateOverdueNoticeDocument, {
    refetchQueries: [OverdueNoticeSuggestionDocument],
  });

  async function submit(values: OverdueNoticeValues) {
    await create({
      variables: {
        invoiceId,
        input: {
          issueDate: values.issueDate,
          dueDate: values.dueDate,
          charge: values.charge.trim(),
          includeInterest: values.includeInterest,
        },
      },
      context: { handleErrors: false },
    });
  }

  const chargeHint = [
    t('hints.maxCharge', { amount: formatMoney(suggestion.maxCharge, locale) }),
    suggestion.unitCharge !== null
      ? t('hints.unitCharge', { amount: formatMoney(suggestion.unitCharge, locale) })
      : t('hints.noUnitCharge'),
    t('hints.charges', { used: suggestion.chargedCount, max: suggestion.maxChargedCount }),
  ].join(' ');

  return (
    <FormModal<OverdueNoticeValues>
      saved={saved}
      title={t('dialogTitle')}
      schema={schema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('sendSubmit')}
      savedMessage={t('sent')}
      size="md"
    >
      <Stack>
        <FormField
          name="issueDate"
          label={t('fields.issueDate')}
          description={t('hints.earliest', { date: suggestion.earliestDate })}
          component={DateInput}
          required
        />
        <FormField
          name="dueDate"
          label={t('fields.newDueDate')}
          description={t('hints.dueDate')}
          component={DateInput}
          required
        />
        <FormField
          name="charge"
          label={t('fields.chargeLong')}
          description={chargeHint}
          component={AmountInput}
          positiveOnly
          decimals={2}
          required
        />
        <FormCheckbox name="includeInterest" label={t('fields.includeInterest')} />
        <InterestPreview invoiceId={invoiceId} locale={locale} />
      </Stack>
    </FormModal>
  );
}

/** The interest a notice of the chosen date would claim, asked of the server as the date changes. */
function InterestPreview({ invoiceId, locale }: { invoiceId: string; locale: Locale }) {
  const { t } = useTranslation('overdueNotices');
  const [issueDate, includeInterest] = useWatch<OverdueNoticeValues, ['issueDate', 'includeInterest']>({
    name: ['issueDate', 'includeInterest'],
  });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(issueDate ?? '');
  const { data } = useQuery(OverdueNoticeSuggestionDocument, {
    variables: { id: invoiceId, date: issueDate },
    skip: !includeInterest || !valid,
  });
  if (!includeInterest) return null;
  const suggestion = data?.invoice?.overdueNoticeSuggestion;
  if (!suggestion) return null;
  if (suggestion.interestAmount === null)
    return (
      <Text size="sm" c="red.8">
        {t('hints.noInterestRate')}
      </Text>
    );
  return (
    <Text size="sm" data-testid="interest-preview">
      {suggestion.interestFrom && suggestion.interestTo
        ? t('hints.interest', {
            amount: formatMoney(suggestion.interestAmount, locale),
            from: suggestion.interestFrom,
            to: suggestion.interestTo,
          })
        : t('hints.noInterest')}
    </Text>
  );
}

import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { rules } from '@fjord/domain';
import { FormField, FormModal } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { toZodSchema } from '../../ui/validation';
import { UpdatePaycheckPaidDateDocument } from './operations';
import type { SavedPaycheck } from './paycheck-form';

type Values = { paidDate: string | null };
const schema = toZodSchema<Values>({ paidDate: [rules.required(), rules.date()] });

/** THE popup on a locked paycheck: the day it was actually paid, when that was not the day planned. */
export function PaidDateModal({
  paycheck,
  opened,
  onClose,
}: {
  paycheck: SavedPaycheck;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('paychecks');
  const client = useApolloClient();
  const saved = useMemo(() => (opened ? { paidDate: paycheck.paidDate } : null), [opened, paycheck.paidDate]);
  return (
    <FormModal<Values>
      saved={saved}
      title={t('paidDate.title')}
      schema={schema}
      size="sm"
      onClose={onClose}
      onSubmit={async (values) => {
        await client.mutate({
          mutation: UpdatePaycheckPaidDateDocument,
          variables: { id: paycheck.id, paidDate: values.paidDate ?? '' },
          context: { handleErrors: false },
        });
      }}
    >
      <FormField
        name="paidDate"
        label={t('fields.paidDate')}
        description={t('paidDate.hint')}
        component={DateInput}
        required
        data-autofocus
      />
    </FormModal>
  );
}

import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/overlays';
import { FormCheckbox, FormModal } from '../../ui/forms';
import { toZodSchema } from '../../ui/validation';
import { EmailPayslipsDocument } from './operations';
import type { SavedPaycheck } from './paycheck-form';

type Values = { withPassword: boolean };
const schema = toZodSchema<Values>({});

/**
 * THE popup that e-mails a locked paycheck's payslip to the employee, optionally as a PDF protected by
 * the employee's birth date (DDMMYY), which the mail explains.
 */
export function EmailPayslipModal({
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
  const saved = useMemo(() => (opened ? { withPassword: true } : null), [opened]);
  return (
    <FormModal<Values>
      saved={saved}
      title={t('emailPayslip.title', { name: paycheck.employeeName })}
      schema={schema}
      size="sm"
      submitLabel={t('emailPayslip.send')}
      onClose={onClose}
      onSubmit={async (values) => {
        await client.mutate({
          mutation: EmailPayslipsDocument,
          variables: { ids: [paycheck.id], withPassword: values.withPassword },
          context: { handleErrors: false },
        });
        toast('success', t('emailPayslip.sent', { name: paycheck.employeeName }));
      }}
    >
      <Text size="sm" mb="sm">
        {t('emailPayslip.message')}
      </Text>
      <FormCheckbox
        name="withPassword"
        label={t('emailPayslip.withPassword')}
        description={t('emailPayslip.passwordHint')}
      />
    </FormModal>
  );
}

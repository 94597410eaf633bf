import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodValues } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { PaymentMethodOrderBy, PaymentMethodsQuery } from '../../gql/graphql';
import { RegisterPage, registerTexts, useRegister } from '../../ui/crud';
import { FormTextInput } from '../../ui/forms';
import { useApolloPageFetch, type PagedColumn } from '../../ui/table';
import {
  CreatePaymentMethodDocument,
  DeletePaymentMethodDocument,
  PaymentMethodsDocument,
  UpdatePaymentMethodDocument,
} from './operations';
import { paymentMethodSchema } from './payment-method-form';

type PaymentMethodRow = PaymentMethodsQuery['paymentMethods']['items'][number];

const EMPTY: PaymentMethodValues = { name: '' };

/**
 * /payment-methods: the paged list by name, the new/edit popup
 * (a name cannot contain a semicolon) and delete with confirmation.
 */
export default function PaymentMethodsPage() {
  const { t } = useTranslation('paymentMethods');
  const mayChange = usePermission('canAdminUnitEntities');
  const texts = useMemo(() => registerTexts(t), [t]);
  const register = useRegister({
    mayChange,
    create: CreatePaymentMethodDocument,
    update: UpdatePaymentMethodDocument,
    remove: DeletePaymentMethodDocument,
    empty: () => EMPTY,
    toValues: (row: PaymentMethodRow) => ({ name: row.name }),
    toInput: (values: PaymentMethodValues) => ({ name: values.name }),
    idOf: (row: PaymentMethodRow) => row.id,
    nameOf: (row: PaymentMethodRow) => row.name,
    texts,
  });
  const { actionsColumn } = register;
  const fetchPage = useApolloPageFetch(PaymentMethodsDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as PaymentMethodOrderBy | null }),
    select: (data) => data.paymentMethods,
  });

  const columns = useMemo<PagedColumn<PaymentMethodRow>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (row) => row.name, sortable: true, filter: { type: 'text' } },
      actionsColumn,
    ],
    [t, actionsColumn],
  );

  return (
    <RegisterPage
      register={register}
      title={t('title')}
      description={t('description')}
      table={{ columns, fetchPage, rowId: (row) => row.id, defaultSort: { column: 'name', direction: 'ASC' } }}
      schema={paymentMethodSchema}
      modalSize="md"
    >
      <FormTextInput name="name" label={t('fields.name')} withAsterisk data-autofocus />
    </RegisterPage>
  );
}

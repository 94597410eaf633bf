import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';
import type { PensionUnitSelectionOrderBy } from '../../gql/graphql';
import { RegisterPage, registerTexts, useRegister } from '../../ui/crud';
import { FormField } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { formatIsoDate } from '../occupations/format-date';
import {
  CreatePensionUnitSelectionDocument,
  DeletePensionUnitSelectionDocument,
  PensionUnitSelectionsDocument,
  UpdatePensionUnitSelectionDocument,
} from './operations';
import {
  newPensionValues,
  pensionFormSchema,
  pensionFormValues,
  pensionInput,
  type PensionUnitSelectionRow,
} from './pension-form';
import { PensionUnitField } from './PensionUnitField';

/**
 * /pension-companies: which pension company holds the company's
 * occupational pension scheme from when to when; periods cannot overlap (an open end runs for ever).
 */
export default function PensionCompaniesPage() {
  const { t } = useTranslation('pensionCompanies');
  const mayChange = usePermission('canEditEmployees');
  const texts = useMemo(() => registerTexts(t), [t]);
  const register = useRegister({
    mayChange,
    create: CreatePensionUnitSelectionDocument,
    update: UpdatePensionUnitSelectionDocument,
    remove: DeletePensionUnitSelectionDocument,
    empty: newPensionValues,
    toValues: pensionFormValues,
    toInput: pensionInput,
    idOf: (row: PensionUnitSelectionRow) => row.id,
    nameOf: (row: PensionUnitSelectionRow) => `${row.pensionUnit?.name ?? ''} ${formatIsoDate(row.validFrom)}`.trim(),
    texts,
  });
  const { actionsColumn } = register;
  const fetchPage = useApolloPageFetch(PensionUnitSelectionsDocument, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as PensionUnitSelectionOrderBy | null }),
    select: (data) => data.pensionUnitSelections,
  });

  const columns = useMemo<PagedColumn<PensionUnitSelectionRow>[]>(
    () => [
      { id: 'pensionUnit', header: t('fields.pensionUnit'), value: (row) => row.pensionUnit?.name ?? '' },
      {
        id: 'validFrom',
        orderBy: 'valid_from',
        header: t('fields.validFrom'),
        value: (row) => formatIsoDate(row.validFrom),
        sortable: true,
      },
      {
        id: 'validTo',
        orderBy: 'valid_to',
        header: t('fields.validTo'),
        value: (row) => (row.validTo ? formatIsoDate(row.validTo) : t('open')),
        sortable: true,
      },
      actionsColumn,
    ],
    [t, actionsColumn],
  );

  return (
    <RegisterPage
      register={register}
      title={t('title')}
      description={t('description')}
      table={{ columns, fetchPage, rowId: (row) => row.id, defaultSort: { column: 'validFrom', direction: 'DESC' } }}
      schema={pensionFormSchema}
      modalSize="md"
    >
      <PensionUnitField />
      <FormField name="validFrom" label={t('fields.validFrom')} component={DateInput} required />
      <FormField name="validTo" label={t('fields.validTo')} component={DateInput} description={t('hints.validTo')} />
    </RegisterPage>
  );
}

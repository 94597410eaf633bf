import { useMemo } from 'react';
import { Badge, SimpleGrid } from '@mantine/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { DIMENSION_RULES, type DimensionValues } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { RegisterPage, useRegister, type RegisterTexts } from '../../ui/crud';
import { FormCheckbox, FormField, FormTextInput } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { useApolloPageFetch, type Page, type PagedColumn } from '../../ui/table';
import { toZodSchema } from '../../ui/validation';
import type {
  CreateDepartmentMutationVariables,
  DeleteDepartmentMutationVariables,
  DepartmentOrderBy,
  DepartmentsQueryVariables,
  UpdateDepartmentMutationVariables,
} from '../../gql/graphql';

/** A department or a project as the lists answer it. */
export type DimensionRow = DimensionValues & { id: string };

/**
 * The operations of departments or projects. Their variables have the same shape (the generated
 * Department types serve for both); only the answer's field name differs, which `select` reads.
 */
export type DimensionDocuments<TList> = {
  list: TypedDocumentNode<TList, DepartmentsQueryVariables>;
  select: (data: TList) => Page<DimensionRow>;
  create: TypedDocumentNode<unknown, CreateDepartmentMutationVariables>;
  update: TypedDocumentNode<unknown, UpdateDepartmentMutationVariables>;
  remove: TypedDocumentNode<unknown, DeleteDepartmentMutationVariables>;
};

const schema = toZodSchema<DimensionValues>(DIMENSION_RULES);
const EMPTY: DimensionValues = { code: '', name: '', startDate: null, endDate: null, enableVat: true };

/**
 * The register of departments or projects: the
 * paged list, the new/edit popup and delete with confirmation. `kind` picks the texts
 * (dimensions:department.* or dimensions:project.*).
 */
export function DimensionRegister<TList>({
  kind,
  documents,
}: {
  kind: 'department' | 'project';
  documents: DimensionDocuments<TList>;
}) {
  const { t } = useTranslation('dimensions');
  const mayChange = usePermission('canAdminUnitEntities');
  const texts = useMemo<RegisterTexts>(
    () => ({
      new: t(`${kind}.new`),
      edit: t(`${kind}.edit`),
      deleteTitle: t(`${kind}.deleteTitle`),
      deleteMessage: (name) => t(`${kind}.deleteMessage`, { name }),
      deleted: (name) => t(`${kind}.deleted`, { name }),
    }),
    [t, kind],
  );
  const register = useRegister({
    mayChange,
    create: documents.create,
    update: documents.update,
    remove: documents.remove,
    empty: () => EMPTY,
    toValues: pickValues,
    toInput,
    idOf: (row: DimensionRow) => row.id,
    nameOf: (row: DimensionRow) => row.name,
    texts,
  });

  const fetchPage = useApolloPageFetch(documents.list, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as DepartmentOrderBy | null }),
    select: documents.select,
  });

  const { actionsColumn } = register;
  const columns = useMemo<PagedColumn<DimensionRow>[]>(
    () => [
      { id: 'code', header: t('fields.code'), value: (row) => row.code, sortable: true, filter: { type: 'text' } },
      { id: 'name', header: t('fields.name'), value: (row) => row.name, sortable: true, filter: { type: 'text' } },
      {
        id: 'startDate',
        orderBy: 'start_date',
        header: t('fields.startDate'),
        value: (row) => row.startDate,
        sortable: true,
      },
      { id: 'endDate', orderBy: 'end_date', header: t('fields.endDate'), value: (row) => row.endDate, sortable: true },
      {
        id: 'enableVat',
        header: t('fields.enableVat'),
        cell: (row) => (
          <Badge variant="light" color={row.enableVat ? 'green' : 'gray'}>
            {row.enableVat ? t('common:yes') : t('common:no')}
          </Badge>
        ),
      },
      actionsColumn,
    ],
    [t, actionsColumn],
  );

  return (
    <RegisterPage
      register={register}
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      table={{ columns, fetchPage, rowId: (row) => row.id, defaultSort: { column: 'code', direction: 'ASC' } }}
      schema={schema}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput name="code" label={t('fields.code')} withAsterisk data-autofocus />
        <FormTextInput name="name" label={t('fields.name')} withAsterisk />
        <FormField name="startDate" label={t('fields.startDate')} component={DateInput} />
        <FormField name="endDate" label={t('fields.endDate')} component={DateInput} />
      </SimpleGrid>
      <FormCheckbox name="enableVat" label={t('fields.enableVat')} />
    </RegisterPage>
  );
}

function pickValues(row: DimensionRow): DimensionValues {
  return { code: row.code, name: row.name, startDate: row.startDate, endDate: row.endDate, enableVat: row.enableVat };
}

function toInput(values: DimensionValues): DimensionValues {
  return { ...values, startDate: values.startDate || null, endDate: values.endDate || null };
}

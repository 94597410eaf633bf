import { useMemo, useState } from 'react';
import { Badge, Button, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { DIMENSION_RULES, type DimensionValues } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { ListPage, RowActions, useDeleteAction, useReload } from '../../ui/crud';
import { FormCheckbox, FormField, FormModal, FormTextInput } from '../../ui/forms';
import { DateInput } from '../../ui/inputs';
import { PagedTable, useApolloPageFetch, type Page, type PagedColumn } from '../../ui/table';
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
 * The register of departments or projects (spec 000 §2 routes /departments and /projects): the
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
  const client = useApolloClient();
  const mayChange = usePermission('canAdminUnitEntities');
  const [reloadKey, reload] = useReload();
  const [editing, setEditing] = useState<{ id: string | null; values: DimensionValues } | null>(null);

  const fetchPage = useApolloPageFetch(documents.list, {
    variables: (request) => ({ ...request, orderBy: request.orderBy as DepartmentOrderBy | null }),
    select: documents.select,
  });
  const remove = useDeleteAction({
    mutation: documents.remove,
    describe: (name) => ({
      title: t(`${kind}.deleteTitle`),
      message: t(`${kind}.deleteMessage`, { name }),
      done: t(`${kind}.deleted`, { name }),
    }),
    onDeleted: reload,
  });

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
      {
        id: 'actions',
        header: '',
        align: 'right',
        cell: (row) =>
          mayChange ? (
            <RowActions
              name={row.name}
              onEdit={() => setEditing({ id: row.id, values: pickValues(row) })}
              onDelete={() => void remove({ id: row.id }, row.name)}
            />
          ) : null,
      },
    ],
    [t, mayChange, remove],
  );

  async function save(values: DimensionValues) {
    const input = { ...values, startDate: values.startDate || null, endDate: values.endDate || null };
    const context = { handleErrors: false };
    if (editing?.id) await client.mutate({ mutation: documents.update, variables: { id: editing.id, input }, context });
    else await client.mutate({ mutation: documents.create, variables: { input }, context });
    reload();
  }

  return (
    <ListPage
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      actions={
        mayChange && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ id: null, values: EMPTY })}>
            {t(`${kind}.new`)}
          </Button>
        )
      }
    >
      <PagedTable
        label={t(`${kind}.title`)}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'code', direction: 'ASC' }}
        reloadKey={reloadKey}
      />
      <FormModal
        saved={editing?.values ?? null}
        title={editing?.id ? t(`${kind}.edit`) : t(`${kind}.new`)}
        schema={schema}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput name="code" label={t('fields.code')} withAsterisk data-autofocus />
          <FormTextInput name="name" label={t('fields.name')} withAsterisk />
          <FormField name="startDate" label={t('fields.startDate')} component={DateInput} />
          <FormField name="endDate" label={t('fields.endDate')} component={DateInput} />
        </SimpleGrid>
        <FormCheckbox name="enableVat" label={t('fields.enableVat')} />
      </FormModal>
    </ListPage>
  );
}

function pickValues(row: DimensionRow): DimensionValues {
  return { code: row.code, name: row.name, startDate: row.startDate, endDate: row.endDate, enableVat: row.enableVat };
}

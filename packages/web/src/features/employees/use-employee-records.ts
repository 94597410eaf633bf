import { useCallback, useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';
import { useDeleteAction } from '../../ui/crud';

type Options<TData, Values, Input> = {
  employeeId: string;
  /** The i18n namespace with `deleteTitle`, `deleteMessage` and `deleted` (each with `{{name}}`). */
  namespace: string;
  list: TypedDocumentNode<TData, { employeeId: string }>;
  create: TypedDocumentNode<unknown, { employeeId: string; input: Input }>;
  update: TypedDocumentNode<unknown, { id: string; input: Input }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
  toInput: (values: Values) => Input;
};

/** What the popup edits: a saved record (id) or a new one (null). */
export type EmployeeRecordEditing<Values> = { id: string | null; values: Values };

/**
 * The records under an employee (tax cards, work relations): read with canViewSalaries or
 * canEditEmployees, changed with canEditEmployees; the list, the popup's record, saving with
 * create or update (field errors go to the form), deleting after asking, and reloading afterwards.
 */
export function useEmployeeRecords<TData, Values, Input>(options: Options<TData, Values, Input>) {
  const { employeeId, namespace, list, create, update, remove, toInput } = options;
  const { t } = useTranslation(namespace);
  const mayChange = usePermission('canEditEmployees');
  const mayRead = usePermission('canViewSalaries') || mayChange;
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(list, {
    variables: { employeeId },
    skip: !mayRead,
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<EmployeeRecordEditing<Values> | null>(null);
  const reload = useCallback(() => void refetch(), [refetch]);
  const describe = useCallback(
    (name: string) => ({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name }),
      done: t('deleted', { name }),
    }),
    [t],
  );
  const deleteRecord = useDeleteAction({ mutation: remove, describe, onDeleted: reload });

  async function save(values: Values) {
    const input = toInput(values);
    const context = { handleErrors: false };
    if (editing?.id) await client.mutate({ mutation: update, variables: { id: editing.id, input }, context });
    else await client.mutate({ mutation: create, variables: { employeeId, input }, context });
    reload();
  }

  return { mayChange, mayRead, data, loading, reload, editing, setEditing, save, deleteRecord };
}

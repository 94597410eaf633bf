import { useCallback } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../overlays';

type Options<TVariables> = {
  /** The delete mutation; errors (e.g. "in use") reach the user through the error link. */
  mutation: TypedDocumentNode<unknown, TVariables>;
  /** Shown in the confirmation and the toast, e.g. the record's name. */
  describe: (name: string) => { title: string; message: string; done: string };
  onDeleted?: () => void;
};

/**
 * Deleting asks first, then runs the mutation and says
 * so. Answers whether the record was deleted.
 */
export function useDeleteAction<TVariables extends OperationVariables>({
  mutation,
  describe,
  onDeleted,
}: Options<TVariables>) {
  const client = useApolloClient();
  const { t } = useTranslation('common');
  return useCallback(
    async (variables: TVariables, name: string): Promise<boolean> => {
      const texts = describe(name);
      const confirmed = await confirmDialog({
        title: texts.title,
        message: texts.message,
        confirmLabel: t('delete'),
        danger: true,
      });
      if (!confirmed) return false;
      try {
        await client.mutate({ mutation, variables });
      } catch {
        // The error link has shown why (for example that the record is in use).
        return false;
      }
      toast('success', texts.done);
      onDeleted?.();
      return true;
    },
    [client, mutation, describe, onDeleted, t],
  );
}

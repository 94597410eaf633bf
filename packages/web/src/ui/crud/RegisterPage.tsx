import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { FormModal } from '../forms';
import { PagedTable, type PagedTableProps } from '../table';
import { ListPage } from './ListPage';
import type { Register } from './use-register';

type Props<Row extends RowData, Values extends FieldValues, Extra> = {
  register: Register<Row, Values, Extra>;
  title: string;
  description?: ReactNode;
  /** Buttons before "New …" (e.g. a link to another page). */
  actions?: ReactNode;
  /** Shown between the title and the list, e.g. why the list is read-only. */
  notice?: ReactNode;
  /** The list: its columns end with `register.actionsColumn`; the label defaults to the title. */
  table: Omit<PagedTableProps<Row>, 'label' | 'reloadKey'> & { label?: string };
  schema: z.ZodMiniType<Values>;
  modalSize?: string;
  /** The popup's fields. */
  children: ReactNode;
};

/**
 * A whole register page: title and New button, the paged list with edit and delete per row, and
 * the new/edit popup. Pages give their columns, rules and fields; useRegister does the rest.
 */
export function RegisterPage<Row extends RowData, Values extends FieldValues, Extra>({
  register,
  title,
  description,
  actions,
  notice,
  table,
  schema,
  modalSize,
  children,
}: Props<Row, Values, Extra>) {
  return (
    <ListPage
      title={title}
      description={description}
      actions={
        actions || register.newButton ? (
          <>
            {actions}
            {register.newButton}
          </>
        ) : undefined
      }
    >
      {notice}
      <PagedTable label={title} {...table} reloadKey={register.reloadKey} />
      <FormModal {...register.modal} schema={schema} size={modalSize}>
        {children}
      </FormModal>
    </ListPage>
  );
}

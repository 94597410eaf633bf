import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { PagedColumn } from '../table';
import { RowActions } from './RowActions';
import { useDeleteAction } from './use-delete-action';
import { useReload } from './use-reload';

export type RegisterTexts = {
  new: string;
  edit: string;
  deleteTitle: string;
  deleteMessage: (name: string) => string;
  deleted: (name: string) => string;
};

export type RegisterOptions<Row, Values, Input, Extra = undefined> = {
  /** The user may create, edit and delete (the server refuses otherwise; the page hides the buttons). */
  mayChange: boolean;
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: string; input: Input }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
  /**
   * What the popup needs besides its values (choices, the unit's defaults, a loaded record), fetched
   * each time it opens (row null for a new record) and handed to `empty` or `toValues`; the page
   * reads it as `editing.extra`. While it loads, the New button shows that it is busy.
   */
  prepare?: (row: Row | null) => Promise<Extra>;
  /** The new record's form values. */
  empty: (extra: Extra) => Values | Promise<Values>;
  /** A row's form values; may load the whole record first. */
  toValues: (row: Row, extra: Extra) => Values | Promise<Values>;
  toInput: (values: Values) => Input;
  idOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  texts: RegisterTexts;
  /** After a save or delete, besides reloading the list. */
  onChanged?: () => void;
  /** More buttons in each row's actions cell, before edit and delete; shown also without the permission. */
  rowActions?: (row: Row) => ReactNode;
};

export type RegisterEditing<Values, Extra = undefined> = {
  /** null for a new record. */
  id: string | null;
  /** The saved values. */
  values: Values;
  /** What `prepare` answered (undefined without it). */
  extra: Extra;
};

export type Register<Row, Values, Extra = undefined> = {
  reloadKey: number;
  reload: () => void;
  /** What the popup edits, or null when it is closed. */
  editing: RegisterEditing<Values, Extra> | null;
  /** The popup is being prepared (its record or choices are loading). */
  opening: boolean;
  /** "New …", or null without the permission. */
  newButton: ReactNode;
  /** Edit and delete at the end of each row (empty without the permission). */
  actionsColumn: PagedColumn<Row>;
  /** Spread into <FormModal>: the saved values, the title, saving and closing. */
  modal: {
    saved: Values | null;
    title: string;
    savedMessage: string;
    onSubmit: (values: Values) => Promise<void>;
    onClose: () => void;
  };
};

const isPromise = <T,>(value: T | Promise<T>): value is Promise<T> => value instanceof Promise;

/**
 * Everything a register page (departments, cars, customers …) does around its list and popup:
 * the New button, edit and delete per row (delete asks first), saving with create or update (field
 * errors go to the form), and reloading the list afterwards. One implementation for every register.
 */
export function useRegister<Row, Values, Input, Extra = undefined>(
  options: RegisterOptions<Row, Values, Input, Extra>,
): Register<Row, Values, Extra> {
  const { mayChange, create, update, remove, prepare, empty, toValues, toInput, idOf, nameOf, texts } = options;
  const { onChanged, rowActions } = options;
  const client = useApolloClient();
  const { t } = useTranslation('common');
  const [reloadKey, reloadList] = useReload();
  const [editing, setEditing] = useState<RegisterEditing<Values, Extra> | null>(null);
  const [opening, setOpening] = useState(false);
  const reload = useCallback(() => {
    reloadList();
    onChanged?.();
  }, [reloadList, onChanged]);

  const describe = useCallback(
    (name: string) => ({ title: texts.deleteTitle, message: texts.deleteMessage(name), done: texts.deleted(name) }),
    [texts],
  );
  const deleteRow = useDeleteAction({ mutation: remove, describe, onDeleted: reload });

  /** Opens the popup on a row or (null) a new record; what loads first shows as busy, a failure keeps it closed. */
  const open = useCallback(
    (row: Row | null) => {
      const id = row === null ? null : idOf(row);
      const valuesFor = (extra: Extra) => (row === null ? empty(extra) : toValues(row, extra));
      let loading: Promise<RegisterEditing<Values, Extra>>;
      if (prepare) {
        loading = prepare(row).then(async (extra) => ({ id, values: await valuesFor(extra), extra }));
      } else {
        const extra = undefined as Extra;
        const values = valuesFor(extra);
        if (!isPromise(values)) {
          setEditing({ id, values, extra });
          return;
        }
        loading = values.then((loaded) => ({ id, values: loaded, extra }));
      }
      setOpening(true);
      void loading
        .then(setEditing, () => {
          // The error link has told the user (for example that the record no longer exists).
        })
        .finally(() => setOpening(false));
    },
    [prepare, empty, toValues, idOf],
  );

  const actionsColumn = useMemo<PagedColumn<Row>>(
    () => ({
      id: 'actions',
      header: '',
      align: 'right',
      pinned: 'right',
      cell: (row) => {
        const change = mayChange ? (
          <RowActions
            name={nameOf(row)}
            onEdit={() => open(row)}
            onDelete={() => void deleteRow({ id: idOf(row) }, nameOf(row))}
          />
        ) : null;
        if (!rowActions) return change;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {rowActions(row)}
            {change}
          </Group>
        );
      },
    }),
    [mayChange, nameOf, open, idOf, deleteRow, rowActions],
  );

  const onSubmit = async (values: Values) => {
    const input = toInput(values);
    const context = { handleErrors: false };
    if (editing?.id) await client.mutate({ mutation: update, variables: { id: editing.id, input }, context });
    else await client.mutate({ mutation: create, variables: { input }, context });
    reload();
  };

  return {
    reloadKey,
    reload,
    editing,
    opening,
    newButton: mayChange ? (
      <Button leftSection={<IconPlus size={18} />} loading={opening} aria-haspopup="dialog" onClick={() => open(null)}>
        {texts.new}
      </Button>
    ) : null,
    actionsColumn,
    modal: {
      saved: editing?.values ?? null,
      title: editing?.id ? texts.edit : texts.new,
      savedMessage: editing?.id ? t('changesSaved') : t('created'),
      onSubmit,
      onClose: () => setEditing(null),
    },
  };
}

/**
 * The register texts from a feature's translations: `<prefix>new`, `edit`, `deleteTitle`,
 * `deleteMessage` and `deleted` (the last two with {{name}}).
 */
export function registerTexts(
  t: (key: string, options?: Record<string, unknown>) => string,
  prefix = '',
): RegisterTexts {
  return {
    new: t(`${prefix}new`),
    edit: t(`${prefix}edit`),
    deleteTitle: t(`${prefix}deleteTitle`),
    deleteMessage: (name) => t(`${prefix}deleteMessage`, { name }),
    deleted: (name) => t(`${prefix}deleted`, { name }),
  };
}

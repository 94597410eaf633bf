import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Names the row in the buttons' labels, e.g. "Edit Salg Vest". */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
};

/**
 * Edit and delete at the end of a row; leave out what the user may not do. Both open a dialog (the
 * edit popup, the delete confirmation), which `aria-haspopup` announces and the e2e dialog walk follows.
 */
export function RowActions({ name, onEdit, onDelete }: Props) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit && (
        <Tooltip label={t('edit')}>
          <ActionIcon variant="subtle" aria-label={t('editNamed', { name })} aria-haspopup="dialog" onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('deleteNamed', { name })}
            aria-haspopup="dialog"
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

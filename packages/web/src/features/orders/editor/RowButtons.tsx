import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

type Props = {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  move: (from: number, to: number) => void;
  /** Absent where the row may not go (the order's only line). */
  remove?: () => void;
};

/** Up, down and remove for a row of a list the user orders. */
export function RowButtons({ index, count, labels, move, remove }: Props) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={labels.up} disabled={index === 0} onClick={() => move(index, index - 1)}>
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={labels.remove} disabled={!remove} onClick={remove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Alt+↑ / Alt+↓ inside a row move it, as the up and down buttons do. */
export function moveByKeyboard(index: number, count: number, move: (from: number, to: number) => void) {
  return (event: React.KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    if (to < 0 || to >= count) return;
    event.preventDefault();
    move(index, to);
  };
}

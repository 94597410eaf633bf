import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

type Props = {
  index: number;
  count: number;
  /** Each button's accessible name, naming the row ("Move line 2 up"). */
  labels: { up: string; down: string; remove: string };
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** False where the row may not go (e.g. a list that keeps at least one). */
  removable?: boolean;
};

/** Up, down and remove for a row of a list the user orders (useFieldArray's move and remove). */
export function RowOrderButtons({ index, count, labels, move, remove, removable = true }: Props) {
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
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={labels.remove}
        disabled={!removable}
        onClick={() => remove(index)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

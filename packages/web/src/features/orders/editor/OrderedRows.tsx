import type { KeyboardEvent, ReactNode } from 'react';
import { Table } from '@mantine/core';
import { RowOrderButtons } from '../../../ui/forms';

type RowLabels = { up: string; down: string; remove: string };

/** The buttons' names of a list of lines, from the namespace's `line.up`, `line.down` and `line.remove` ({{number}}). */
export const lineRowLabels =
  (t: (key: string, options: { number: number }) => string) =>
  (number: number): RowLabels => ({
    up: t('line.up', { number }),
    down: t('line.down', { number }),
    remove: t('line.remove', { number }),
  });

type Props = {
  label: string;
  minWidth: number;
  /** The header cells of the caller's columns (the buttons' column is added). */
  header: ReactNode;
  /** One stable key per row (useFieldArray's). */
  keys: readonly string[];
  /** The cells of a row, before its buttons. */
  cells: (index: number) => ReactNode;
  labels: (number: number) => RowLabels;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** Whether rows may go at all (an order keeps at least one line). */
  removable: boolean;
};

/** Alt+↑ / Alt+↓ inside a row move it, as its up and down buttons do. */
function moveByKeyboard(index: number, count: number, move: (from: number, to: number) => void) {
  return (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    if (to < 0 || to >= count) return;
    event.preventDefault();
    move(index, to);
  };
}

/**
 * A table of rows the user orders (an order's lines, its discounts and fees): each row ends in up,
 * down and remove buttons, and Alt+↑ / Alt+↓ move the row the focus is in.
 */
export function OrderedRows({ label, minWidth, header, keys, cells, labels, move, remove, removable }: Props) {
  const count = keys.length;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {header}
            <Table.Th w={100} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key, index) => {
            return (
              <Table.Tr key={key} style={{ verticalAlign: 'top' }} onKeyDown={moveByKeyboard(index, count, move)}>
                {cells(index)}
                <Table.Td>
                  <RowOrderButtons
                    index={index}
                    count={count}
                    labels={labels(index + 1)}
                    move={move}
                    remove={remove}
                    removable={removable}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import type { ReactNode } from 'react';
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';

type Props = {
  title: string;
  /** The buttons beside the title (only for those who may change). */
  actions?: ReactNode;
  /** Messages under the title, before the list (what a button is doing, what went wrong). */
  notices?: ReactNode;
  /** The list has not answered yet. */
  loading: boolean;
  /** Said instead of the list when it answered empty. */
  emptyText: string | null;
  children: ReactNode;
};

/** A list of an employee's records under the employee form: its title and buttons, a loader, or that there are none. */
export function EmployeeRecordsSection({ title, actions, notices, loading, emptyText, children }: Props) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{title}</Title>
          {actions}
        </Group>
        {notices}
        {loading && <Loader size="sm" />}
        {emptyText && (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

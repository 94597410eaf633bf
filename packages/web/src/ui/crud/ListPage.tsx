import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type Props = {
  title: string;
  description?: ReactNode;
  /** Buttons at the top right, e.g. "New department" for users who may create one. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every register page: title, optional intro, actions, then the list. */
export function ListPage({ title, description, actions, children }: Props) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={2}>{title}</Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { PageTitle } from '../layout/PageTitle';

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
          <PageTitle>{title}</PageTitle>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

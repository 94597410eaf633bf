import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';

/** A titled part of a page, named by its title for assistive technology; `aside` sits at the title's right. */
export function Panel({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

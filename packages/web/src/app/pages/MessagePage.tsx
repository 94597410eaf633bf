import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../ui/layout/PageTitle';

type Props = { title: string; children?: ReactNode; actions?: ReactNode };

/** The frame of the layout-free pages (not found, forbidden, errors): no shell, one centred card. */
export function MessagePage({ title, children, actions }: Props) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Group gap="xs">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Text fw={700} c="blue.9">
              Fjord
            </Text>
          </Group>
          <PageTitle>{title}</PageTitle>
          {children}
          {actions && <Group>{actions}</Group>}
        </Stack>
      </Paper>
    </Center>
  );
}

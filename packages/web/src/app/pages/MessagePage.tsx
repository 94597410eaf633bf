import type { ReactNode } from 'react';
import { Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';

type Props = { title: string; children?: ReactNode; actions?: ReactNode };

/** The frame of the layout-free pages (not found, forbidden, errors): no shell, one centred card. */
export function MessagePage({ title, children, actions }: Props) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Group gap="xs">
            <Image src="/favicon.svg" alt="" w={28} h={28} />
            <Text fw={700} c="blue.9">
              Fjord
            </Text>
          </Group>
          <Title order={2}>{title}</Title>
          {children}
          {actions && <Group>{actions}</Group>}
        </Stack>
      </Paper>
    </Center>
  );
}

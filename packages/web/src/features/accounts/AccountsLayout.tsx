import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@fjord/domain';
import { changeLocale } from '../../i18n';
import { PageTitle } from '../../ui/layout/PageTitle';

type Props = { title: string; children: ReactNode; width?: number };

/** The frame of the sign-in screens: no application shell, just the name, one card and the language. */
export function AccountsLayout({ title, children, width = 420 }: Props) {
  const { t, i18n } = useTranslation('accounts');
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={width} gap="lg">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <Text fw={700} fz="h2" c="blue.9">
              Fjord
            </Text>
          </Group>
          <SegmentedControl
            size="xs"
            aria-label={t('layout.language')}
            value={i18n.language === 'nb' ? 'nb' : 'en'}
            onChange={(value) => {
              if (isLocale(value)) void changeLocale(value);
            }}
            data={[
              { value: 'en', label: t('layout.english') },
              { value: 'nb', label: t('layout.norwegian') },
            ]}
          />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <PageTitle size="h3" mb="md">
            {title}
          </PageTitle>
          <Box>{children}</Box>
        </Paper>
      </Stack>
    </Center>
  );
}

import { useState, type ReactNode } from 'react';
import { Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function shown(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An input with its current value underneath, as `value-<testId>`, for people and e2e alike. */
export function InputDemo({ testId, value, children }: { testId: string; value: unknown; children: ReactNode }) {
  const { t } = useTranslation('uiTest');
  return (
    <Stack gap={4}>
      {children}
      <Text size="xs" c="dimmed">
        {t('currentValue')}: <Code data-testid={`value-${testId}`}>{shown(value)}</Code>
      </Text>
    </Stack>
  );
}

/** A demo that keeps its own value. */
export function StatefulDemo<V>({
  initial,
  testId,
  render,
}: {
  initial: V;
  testId: string;
  render: (value: V, setValue: (value: V) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return (
    <InputDemo testId={testId} value={value}>
      {render(value, setValue)}
    </InputDemo>
  );
}

export function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function DemoRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** "Date (empty)": unique labels, so every field can be found by its label. */
export function useStateLabel() {
  const { t } = useTranslation('uiTest');
  return (label: string, state: string) => t('labelWithState', { label, state: t(`states.${state}`) });
}

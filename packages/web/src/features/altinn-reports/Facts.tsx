import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

/** A labelled value of a summary ("Forskuddstrekk", "1 234,00"). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Facts side by side, as many per row as the width allows. */
export function FactGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>{children}</SimpleGrid>;
}

import { Divider, Stack, Text, Title } from '@mantine/core';

/** A group of fields inside a long settings form (invoice settings, paycheck settings): a rule, a title and help. */
export function SettingsHeading({ title, help, id }: { title: string; help?: string; id?: string }) {
  return (
    <Stack gap={2} mt="sm">
      <Divider />
      <Title order={4} mt="xs" id={id}>
        {title}
      </Title>
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
    </Stack>
  );
}

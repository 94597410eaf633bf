import type { ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from './PageTitle';

type Props = {
  /** The list the page belongs to, and its name on the link back. */
  back: { to: string; label: string };
  title: string;
  badges?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of a record's page: the way back to its list, the title with its badges, the actions, then the page. */
export function DetailFrame({ back, title, badges, actions, children }: Props) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor component={Link} to={back.to} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {back.label}
            </Group>
          </Anchor>
          <PageTitle>{title}</PageTitle>
          {badges && <Group gap="xs">{badges}</Group>}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

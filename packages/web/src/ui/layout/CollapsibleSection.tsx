import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { Collapse, Group, Stack, Text, Title, UnstyledButton, type TitleOrder, type TitleSize } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

type Props = {
  title: string;
  /** How many entries the section holds, "(2)" beside the title, so that a closed one tells too. */
  count?: number;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /**
   * Fields inside have errors: when this turns true while the section is closed, it opens and its
   * first invalid field takes the focus (unless the focus is on an invalid field already).
   */
  invalid?: boolean;
  order?: TitleOrder;
  size?: TitleSize;
  children: ReactNode;
};

/**
 * A section whose heading opens and closes it (the disclosure pattern: a button with aria-expanded
 * inside the heading). Whether it is open is the caller's, so a page can remember it. Closed, the
 * content stays mounted but hidden (form fields keep their values and their registration).
 */
export function CollapsibleSection({
  title,
  count,
  opened,
  onChange,
  invalid = false,
  order = 2,
  size = 'h4',
  children,
}: Props) {
  const contentId = useId();
  const content = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);

  /** Focuses the first invalid field once it can take the focus (after the opening, when animated). */
  const focusInvalid = () => {
    if (!focusPending.current) return;
    if (document.activeElement?.getAttribute('aria-invalid') === 'true') {
      focusPending.current = false;
      return;
    }
    const field = content.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    if (!field || document.activeElement === field) focusPending.current = false;
  };
  const openForErrors = useEffectEvent(() => {
    if (opened) return;
    focusPending.current = true;
    onChange(true);
  });
  useEffect(() => {
    if (invalid) openForErrors();
  }, [invalid]);
  useEffect(() => {
    if (opened) focusInvalid();
  });

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={order} size={size}>
        <UnstyledButton
          aria-expanded={opened}
          aria-controls={contentId}
          onClick={() => onChange(!opened)}
          fz="inherit"
          fw="inherit"
          lh="inherit"
        >
          <Group component="span" gap={6} wrap="nowrap">
            <IconChevronRight
              size={16}
              aria-hidden
              style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
            />
            <span>{title}</span>
            {count !== undefined && (
              <Text component="span" c="dimmed" fw={400} inherit>
                ({count})
              </Text>
            )}
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse
        ref={content}
        id={contentId}
        expanded={opened}
        keepMountedMode="display-none"
        onTransitionEnd={focusInvalid}
      >
        {children}
      </Collapse>
    </Stack>
  );
}

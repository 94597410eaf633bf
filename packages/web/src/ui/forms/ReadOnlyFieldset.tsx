import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

const UNSTYLED = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * The inputs of a form that some users may only read: a disabled fieldset makes every input
 * read-only at once, without a frame of its own.
 */
export function ReadOnlyFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={readOnly} style={UNSTYLED}>
      {children}
    </fieldset>
  );
}

/** Above a read-only form: why its fields cannot be changed. */
export function ReadOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock />}>
      {children}
    </Alert>
  );
}

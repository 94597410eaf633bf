import { Alert } from '@mantine/core';

/** Why the sign-in screens' last call was refused, announced to screen readers; nothing while there is none. */
export function FailureAlert({ text }: { text: string | null }) {
  return text ? (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  ) : null;
}

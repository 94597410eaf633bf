import { useEffect, useMemo, useRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { BUTTON_THROTTLE_MS } from '@fjord/domain';
import { createThrottle } from './throttle';

export type ThrottledButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { throttleMs?: number };

/**
 * A Mantine Button that acts at most once per BUTTON_THROTTLE_MS. A dropped click is also kept
 * from submitting the form it belongs to. When a loading state ends, the next click counts at
 * once: the answer has come, so clicking again is a new action, not a double click.
 */
export function ThrottledButton({ onClick, throttleMs = BUTTON_THROTTLE_MS, loading, ...props }: ThrottledButtonProps) {
  const throttle = useMemo(() => createThrottle(throttleMs), [throttleMs]);
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading) throttle.reset();
    wasLoading.current = loading;
  }, [loading, throttle]);
  return (
    <Button
      {...props}
      loading={loading}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (throttle.take()) onClick?.(event);
        else event.preventDefault();
      }}
    />
  );
}

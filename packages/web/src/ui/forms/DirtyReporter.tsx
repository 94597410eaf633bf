import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * Tells the page whether the enclosing form has unsaved changes: a settings tab asks before
 * switching, an order's actions wait until its edits are saved.
 */
export function useReportDirty(onDirtyChange: (dirty: boolean) => void): void {
  const { control } = useFormContext();
  const { isDirty } = useFormState({ control });
  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
}

/** Inside an AppForm: reports its dirty state to the page. */
export function DirtyReporter({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  useReportDirty(onDirtyChange);
  return null;
}

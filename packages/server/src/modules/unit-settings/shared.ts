// What the unit's settings share: blank inputs and their problems.
import type { Validation } from '../../errors/app-error.js';

export type Problem = Omit<Validation, 'model'>;

export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

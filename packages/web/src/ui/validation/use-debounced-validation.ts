import { useDebouncedValue } from '@mantine/hooks';
import { validate, VALIDATION_DEBOUNCE_MS, type Rule, type RuleContext, type RuleFailure } from '@fjord/domain';

/**
 * The failure of a value being typed, once it has been still for VALIDATION_DEBOUNCE_MS
 *, so a message does not flicker on every keystroke.
 */
export function useDebouncedValidation(
  value: unknown,
  rules: readonly Rule[],
  context: RuleContext = {},
): RuleFailure | null {
  const [settled] = useDebouncedValue(value, VALIDATION_DEBOUNCE_MS);
  return validate(settled, rules, context);
}

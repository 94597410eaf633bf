import type { TFunction } from 'i18next';
import { parseYesNo } from '@fjord/domain';

export { parseYesNo };

/**
 * What a yes/no table filter shows when given something other than true/false (from a URL, say):
 * the generic error text.
 */
export function yesNoFilterError(t: TFunction): string {
  return t('errors:generic');
}

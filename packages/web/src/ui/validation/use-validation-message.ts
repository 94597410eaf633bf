import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleFailure } from '@fjord/domain';
import { fieldErrorText } from './messages';

/** `const message = useValidationMessage(); message(errors.amount?.message, t('amount'))` */
export function useValidationMessage(): (
  error: string | RuleFailure | null | undefined,
  fieldLabel?: string,
) => string | undefined {
  const { t } = useTranslation();
  return useCallback((error, fieldLabel) => fieldErrorText(t, error, fieldLabel), [t]);
}

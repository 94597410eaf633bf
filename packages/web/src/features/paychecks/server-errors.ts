import { normalizeValidationType } from '@fjord/domain';
import i18n from '../../i18n';
import { genericErrorMessage, messagesForGraphQLErrors } from '../../ui/errors';
import { graphQLErrorsOf } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { isServerValidation } from '../../ui/validation';

/** Whether a failed mutation was refused with a validation of this type (e.g. `tax_too_low`). */
export function hasValidationType(error: unknown, type: string): boolean {
  return (graphQLErrorsOf(error) ?? []).some((graphQLError) => {
    const validations = graphQLError.extensions?.validations;
    return (
      Array.isArray(validations) &&
      validations.some(
        (validation) => isServerValidation(validation) && normalizeValidationType(validation.type) === type,
      )
    );
  });
}

/** Locking with a deduction below what the tax card implies needs the user's confirmation. */
export const TAX_TOO_LOW = 'tax_too_low';

/** A refusal the page handles itself (`handleErrors: false`) but has nothing special to say about: its texts as toasts. */
export function toastRefusal(error: unknown): void {
  const t = i18n.t.bind(i18n);
  const errors = graphQLErrorsOf(error);
  const messages = errors ? messagesForGraphQLErrors(t, errors) : [genericErrorMessage(t)];
  for (const message of messages) toast('error', message);
}

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

/** The texts of a refusal the page handles itself (`handleErrors: false`); a failure without GraphQL errors is the generic text. */
export function refusalMessages(error: unknown): string[] {
  const t = i18n.t.bind(i18n);
  const errors = graphQLErrorsOf(error);
  return errors ? messagesForGraphQLErrors(t, errors) : [genericErrorMessage(t)];
}

/** A refusal the page handles itself but has nothing special to say about: its texts as toasts. */
export function toastRefusal(error: unknown): void {
  for (const message of refusalMessages(error)) toast('error', message);
}

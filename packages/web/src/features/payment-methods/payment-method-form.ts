import { z } from 'zod/mini';
import { PAYMENT_METHOD_RULES, type PaymentMethodValues } from '@fjord/domain';
import { encodeServerValidation } from '../../ui/forms';
import { decodeFailure, toZodSchema } from '../../ui/validation';

const rulesSchema = toZodSchema<PaymentMethodValues>(PAYMENT_METHOD_RULES);

/**
 * The shared rules, where the semicolon rule (the name's only `invalid`) says what the server
 * says: serverValidation:custom.paymentMethod.name.invalid ("The name cannot contain a semicolon").
 */
const SEMICOLON = encodeServerValidation({ model: 'paymentMethod', attribute: 'name', type: 'invalid' });

export const paymentMethodSchema = z
  .custom<PaymentMethodValues>((value) => typeof value === 'object' && value !== null)
  .check(
    z.superRefine((values, issues) => {
      const result = rulesSchema.safeParse(values);
      if (result.success) return;
      for (const issue of result.error.issues) {
        const failure = decodeFailure(issue.message);
        const isSemicolon = issue.path[0] === 'name' && failure?.key === 'invalid';
        issues.addIssue({ code: 'custom', path: issue.path, message: isSemicolon ? SEMICOLON : issue.message });
      }
    }),
  );

import { z } from 'zod/mini';
import type { Rule } from '@fjord/domain';
import { encodeServerValidation } from '../../ui/forms';
import { decodeFailure, toZodSchema } from '../../ui/validation';

/**
 * A form schema from a domain rule map where a failed check digit on the named fields is worded
 * as the server words it ("Organisation number has an invalid check digit"), not as "invalid".
 */
export function schemaWithChecksumWording<V extends Record<string, unknown>>(
  model: string,
  ruleMap: Record<string, readonly Rule[] | undefined>,
  checksumFields: readonly string[],
) {
  const rulesSchema = toZodSchema<V>(ruleMap);
  return z
    .custom<V>((value) => typeof value === 'object' && value !== null)
    .check(
      z.superRefine((values, issues) => {
        const result = rulesSchema.safeParse(values);
        if (result.success) return;
        for (const issue of result.error.issues) {
          const attribute = String(issue.path[0]);
          const isChecksum = checksumFields.includes(attribute) && decodeFailure(issue.message)?.key === 'invalid';
          issues.addIssue({
            code: 'custom',
            path: issue.path,
            message: isChecksum
              ? encodeServerValidation({ model, attribute, type: 'checksum_invalid' })
              : issue.message,
          });
        }
      }),
    );
}

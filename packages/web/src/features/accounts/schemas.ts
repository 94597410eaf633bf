import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH, registrationRules, textRules, type RegistrationInput } from '@fjord/domain';
import { messageKey } from '../../ui/forms';
import { toZodSchema, zodField } from '../../ui/validation';

/**
 * The rules of the sign-in screens for the kit's forms. The messages are the shared
 * ones of ui/validation ("E-mail is required", "Minimum 6 characters"); only the password
 * confirmation has its own. `textRules`, like the domain's registration rules, so the sign-in
 * page does not download decimal.js.
 */
const email = [textRules.required(), textRules.email()];
const newPassword = [textRules.required(), textRules.min(MIN_PASSWORD_LENGTH)];
const PASSWORDS_DIFFER = messageKey('accounts:validation.passwordsDiffer');

type Passwords = { password: string; passwordConfirmation: string };

function passwordsMatch<T extends Passwords>(schema: z.ZodMiniType<T>): z.ZodMiniType<T> {
  return schema.check(
    z.superRefine((values, issues) => {
      if (values.passwordConfirmation.trim() !== '' && values.password !== values.passwordConfirmation)
        issues.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: PASSWORDS_DIFFER });
    }),
  );
}

export type LoginValues = { email: string; password: string };
export const loginSchema: z.ZodMiniType<LoginValues> = z.object({
  email: zodField<string>(email),
  password: zodField<string>([textRules.required()]),
});

export type ForgotPasswordValues = { email: string };
export const forgotPasswordSchema: z.ZodMiniType<ForgotPasswordValues> = z.object({ email: zodField<string>(email) });

export const newPasswordSchema = passwordsMatch<Passwords>(
  toZodSchema<Passwords>({ password: newPassword, passwordConfirmation: [textRules.required()] }),
);

export type ChangePasswordValues = Passwords & { currentPassword: string };
export const changePasswordSchema = passwordsMatch<ChangePasswordValues>(
  toZodSchema<ChangePasswordValues>({
    currentPassword: [textRules.required()],
    password: newPassword,
    passwordConfirmation: [textRules.required()],
  }),
);

/**
 * The domain's registration rules, which the server applies too; the country must be one of the
 * list the server gave.
 */
export function registrationSchema(countryCodes: readonly string[]): z.ZodMiniType<RegistrationInput> {
  return passwordsMatch(toZodSchema<RegistrationInput>(registrationRules(countryCodes)));
}

/**
 * A code of the second sign-in step: six digits from the app, or a recovery code ("abcde-fghij").
 * `present`, not `required`: a code of all zeros is a code.
 */
export type SecondFactorValues = { code: string };
export const secondFactorCode = () => zodField<string>([textRules.present()]);
export const secondFactorSchema: z.ZodMiniType<SecondFactorValues> = z.object({ code: secondFactorCode() });

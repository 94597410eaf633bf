import { rules } from '../validation/rules.js';

/** A name, unique in the unit (ignoring case). */
export type PaymentMethodValues = { name: string };

export const PAYMENT_METHOD_NAME_MAX = 100;

/**
 * "Payment method name cannot contain a semicolon" (invoices list their payment
 * methods separated by semicolons in exports).
 */
export const hasNoSemicolon = (value: unknown): boolean => !String(value).includes(';');

export const PAYMENT_METHOD_RULES = {
  name: [rules.required(), rules.max(PAYMENT_METHOD_NAME_MAX), rules.custom(hasNoSemicolon)],
};

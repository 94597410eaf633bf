import { rules } from '../validation/rules.js';

/** Spec 000 §3 PaymentMethod: a name, unique in the unit (ignoring case). */
export type PaymentMethodValues = { name: string };

export const PAYMENT_METHOD_NAME_MAX = 100;

/**
 * Spec 001 §5.4: "Payment method name cannot contain a semicolon" (invoices list their payment
 * methods separated by semicolons in exports).
 */
export const hasNoSemicolon = (value: unknown): boolean => !String(value).includes(';');

export const PAYMENT_METHOD_RULES = {
  name: [rules.required(), rules.max(PAYMENT_METHOD_NAME_MAX), rules.custom(hasNoSemicolon)],
};

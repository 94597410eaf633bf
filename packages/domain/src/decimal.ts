import { Decimal as DecimalJs } from 'decimal.js';

/**
 * The one configured Decimal of the project (server, web and domain alike); an ESLint rule keeps
 * every other file from importing decimal.js. decimal.js defaults to 20 significant digits, too few
 * for a unit price times a large quantity; 40 keeps every product and quotient the invoice
 * arithmetic needs exact before its explicit rounding steps. A clone, so a library that uses the
 * global decimal.js is not affected by this setting.
 */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;
export type DecimalRounding = DecimalJs.Rounding;

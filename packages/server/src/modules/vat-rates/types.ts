import { VAT_CATEGORIES } from '@fjord/domain';
import { builder } from '../../graphql/builder.js';

/**
 * The VAT categories as one GraphQL enum, `VatRateSymbol` (the spec's field name on
 * products, order lines and charges). Modules that carry a VAT category import this ref rather
 * than declaring their own (a second enum of the same name breaks the schema).
 */
export const VatRateSymbolEnum = builder.enumType('VatRateSymbol', { values: VAT_CATEGORIES });

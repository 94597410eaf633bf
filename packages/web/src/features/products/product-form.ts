import { z } from 'zod/mini';
import {
  priceMargin,
  productRuleFailures,
  toDecimal,
  UNIT_OF_MEASURE_CODES,
  type ContributionMargin,
  type ProductActivePeriodValues,
  type ProductPriceValues,
  type ProductValues,
  type RuleFailure,
} from '@fjord/domain';
import type { ProductInput, ProductQuery } from '../../gql/graphql';
import { messageKey } from '../../ui/forms';
import type { Attachment } from '../../ui/upload';
import { encodeFailure } from '../../ui/validation';

/** The popup's values: the shared product values, what it points at and its pictures. */
export type ProductFormValues = ProductValues & {
  productGroupId: string | null;
  supplierUnitId: string | null;
  projectId: string | null;
  departmentId: string | null;
  carRegistrationId: string | null;
  images: Attachment[];
};

export type ProductRecord = NonNullable<ProductQuery['product']>;

export const DEFAULT_UNIT_OF_MEASURE = 'EA';

export { UNIT_OF_MEASURE_CODES };

export const emptyPrice = (validFrom: string | null): ProductPriceValues => ({
  validFrom,
  validTo: null,
  purchasePrice: '0',
  salePrice: '0',
});

export const emptyActivePeriod = (activeFrom: string | null): ProductActivePeriodValues => ({
  activeFrom,
  activeTo: null,
});

/** A new product: sold per piece at the standard rate, active from today, with a price row from today. */
export function newProductValues(today: string): ProductFormValues {
  return {
    number: '',
    name: '',
    description: '',
    unitOfMeasureCode: DEFAULT_UNIT_OF_MEASURE,
    vatRateSymbol: 'STANDARD',
    taxExemptionReason: '',
    suppliersProductNumber: '',
    prices: [emptyPrice(today)],
    activePeriods: [emptyActivePeriod(today)],
    productGroupId: null,
    supplierUnitId: null,
    projectId: null,
    departmentId: null,
    carRegistrationId: null,
    images: [],
  };
}

/** Prices come as numeric(20, 4) text ("549.0000"); the inputs show them without trailing zeros beyond øre. */
export function priceText(value: string): string {
  const decimal = toDecimal(value);
  if (!decimal) return value;
  return decimal.decimalPlaces() <= 2 ? decimal.toFixed(2) : decimal.toFixed();
}

/** A saved product as the popup edits it. */
export function productFormValues(product: ProductRecord): ProductFormValues {
  return {
    number: product.number,
    name: product.name,
    description: product.description ?? '',
    unitOfMeasureCode: product.unitOfMeasureCode,
    vatRateSymbol: product.vatRateSymbol,
    taxExemptionReason: product.taxExemptionReason ?? '',
    suppliersProductNumber: product.suppliersProductNumber ?? '',
    prices: product.prices.map((price) => ({
      validFrom: price.validFrom,
      validTo: price.validTo,
      purchasePrice: priceText(price.purchasePrice),
      salePrice: priceText(price.salePrice),
    })),
    activePeriods: product.activePeriods.map((period) => ({
      activeFrom: period.activeFrom,
      activeTo: period.activeTo,
    })),
    productGroupId: product.productGroupId,
    supplierUnitId: product.supplierUnitId,
    projectId: product.projectId,
    departmentId: product.departmentId,
    carRegistrationId: product.carRegistrationId,
    images: product.images.map((image) => ({ ...image })),
  };
}

const orNull = (value: string | null | undefined) => (value && value.trim() ? value : null);

/** The mutation's input: prices, periods and images replace the saved ones as a whole. */
export function productInput(values: ProductFormValues): ProductInput {
  return {
    number: values.number,
    name: values.name,
    description: orNull(values.description),
    unitOfMeasureCode: values.unitOfMeasureCode ?? '',
    vatRateSymbol: values.vatRateSymbol ?? '',
    taxExemptionReason: orNull(values.taxExemptionReason),
    suppliersProductNumber: orNull(values.suppliersProductNumber),
    productGroupId: values.productGroupId,
    supplierUnitId: values.supplierUnitId,
    projectId: values.projectId,
    departmentId: values.departmentId,
    carRegistrationId: values.carRegistrationId,
    prices: values.prices.map((price) => ({
      validFrom: price.validFrom ?? '',
      validTo: orNull(price.validTo),
      purchasePrice: price.purchasePrice ?? '0',
      salePrice: price.salePrice ?? '0',
    })),
    activePeriods: values.activePeriods.map((period) => ({
      activeFrom: period.activeFrom ?? '',
      activeTo: orNull(period.activeTo),
    })),
    imageIds: values.images.filter((image) => !image._destroy).map((image) => image.signedBlobId),
  };
}

/** The margin of a price row while it is typed; null until both prices are numbers. */
export function liveMargin(price: Partial<ProductPriceValues> | undefined): ContributionMargin | null {
  const sale = price?.salePrice;
  const purchase = price?.purchasePrice;
  if (!sale || !purchase || toDecimal(sale) === null || toDecimal(purchase) === null) return null;
  return priceMargin({ salePrice: sale, purchasePrice: purchase });
}

/** Failures the product form words better than the generic rule texts. */
const OWN_MESSAGES: { path: RegExp; key: RuleFailure['key']; message: string }[] = [
  { path: /^number$/, key: 'invalid', message: 'products:validation.numberCharacters' },
  { path: /^taxExemptionReason$/, key: 'required', message: 'products:validation.taxExemptionReason' },
  { path: /^prices$/, key: 'overlap', message: 'products:validation.pricesOverlap' },
  { path: /^activePeriods$/, key: 'overlap', message: 'products:validation.activePeriodsOverlap' },
  { path: /^prices\.\d+\.(purchasePrice|salePrice)$/, key: 'invalid', message: 'products:validation.priceDecimals' },
];

export function failureMessage(path: string, failure: RuleFailure): string {
  const own = OWN_MESSAGES.find((candidate) => candidate.key === failure.key && candidate.path.test(path));
  return own ? messageKey(own.message) : encodeFailure(failure);
}

/** The shared rules (domain productRuleFailures), the rows included, as the form's zod schema. */
export const productSchema: z.ZodMiniType<ProductFormValues, ProductFormValues> = z
  .custom<ProductFormValues>((value) => typeof value === 'object' && value !== null)
  .check(
    z.superRefine((values, issues) => {
      for (const { path, failure } of productRuleFailures(values)) {
        issues.addIssue({ code: 'custom', path, message: failureMessage(path.join('.'), failure) });
      }
    }),
  );

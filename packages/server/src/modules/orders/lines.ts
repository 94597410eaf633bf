import { inArray } from 'drizzle-orm';
import {
  allowanceChargeProblems,
  documentLineProblems,
  documentTaxOf,
  documentTotals,
  fieldProblems,
  isVatCategory,
  ORDER_ALLOWANCE_CHARGE_TEXT_RULES,
  ORDER_LINE_TEXT_RULES,
  peppolVatCategoryCode,
  priceOn,
  taxCategoryNeedsExemptionReason,
  taxCategoryProblems,
  type AllowanceChargeInput,
  type DocumentTotals,
  type FieldProblem,
  type InvoiceRoundingMode,
  type TaxCategoryCode,
  type VatCategory,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { isUuid } from '../../db/records.js';
import { productPrices, products } from '../products/tables.js';
import { vatRateService } from '../vat-rates/service.js';
import { text, type OrderAllowanceChargeInput, type OrderLineInput } from './input.js';

/** A line with every value it is stored with, before the amounts (lineExtensionAmount) are added. */
export type ResolvedLine = {
  productId: string | null;
  itemName: string;
  itemDescription: string | null;
  sellersItemIdentification: string | null;
  quantity: string;
  orderedQuantity: string | null;
  unitOfMeasureCode: string;
  priceAmount: string;
  baseQuantity: string | null;
  vatRateSymbol: VatCategory;
  taxCategory: TaxCategoryCode;
  taxPercent: string;
  taxExemptionReason: string | null;
  allowanceChargeIndicator: boolean | null;
  allowanceChargePercent: string | null;
  allowanceChargeAmount: string | null;
};

export type ResolvedAllowanceCharge = {
  chargeIndicator: boolean;
  reason: string | null;
  percent: string | null;
  fixedAmount: string | null;
  vatRateSymbol: VatCategory;
  taxCategory: TaxCategoryCode;
  taxPercent: string;
  taxExemptionReason: string | null;
};

type ProductRow = typeof products.$inferSelect;
type Defaults = { unitOfMeasureCode: string };

/** The VAT of a category on the order's date: the Peppol code and the historic rate in force then. */
type RateOn = (symbol: VatCategory) => { taxCategory: TaxCategoryCode; taxPercent: string } | null;

async function ratesOn(tx: Tx, date: string): Promise<RateOn> {
  const rates = await vatRateService.allOn(tx, date);
  return (symbol) => {
    const rate = rates.find((row) => row.vatRateSymbol === symbol);
    return rate ? documentTaxOf(symbol, rate.percentage) : null;
  };
}

async function productsOf(tx: Tx, lines: readonly OrderLineInput[]) {
  const ids = [...new Set(lines.map((line) => text(line.productId)).filter((id): id is string => !!id && isUuid(id)))];
  if (ids.length === 0) return { product: () => undefined, prices: () => [] };
  const rows = await tx.select().from(products).where(inArray(products.id, ids));
  const prices = await tx.select().from(productPrices).where(inArray(productPrices.productId, ids));
  return {
    product: (id: string) => rows.find((row) => row.id === id),
    prices: (id: string) => prices.filter((price) => price.productId === id),
  };
}

/** Problems of a part of the input, named by its place (`lines.1.priceAmount`). */
export const prefixed = (prefix: string, problems: FieldProblem[]) =>
  problems.map((problem) => ({ ...problem, attribute: `${prefix}${problem.attribute}` }));

/** A product's exemption reason is kept only where the document category takes one (not for Z). */
const productReason = (product: ProductRow | undefined, symbol: VatCategory | null) =>
  product && symbol && taxCategoryNeedsExemptionReason(peppolVatCategoryCode(symbol))
    ? product.taxExemptionReason
    : null;

function resolveLine(
  input: OrderLineInput,
  prefix: string,
  context: { product: ProductRow | undefined; price: string | null; rateOn: RateOn; defaults: Defaults },
): { line: ResolvedLine; problems: FieldProblem[] } {
  const { product, price, rateOn, defaults } = context;
  const symbol = input.vatRateSymbol ?? (product?.vatRateSymbol as VatCategory | undefined) ?? null;
  const values = {
    itemName: text(input.itemName) ?? product?.name ?? null,
    itemDescription: text(input.itemDescription) ?? product?.description ?? null,
    sellersItemIdentification: text(input.sellersItemIdentification) ?? product?.number ?? null,
    unitOfMeasureCode: text(input.unitOfMeasureCode) ?? product?.unitOfMeasureCode ?? defaults.unitOfMeasureCode,
    vatRateSymbol: symbol,
    orderedQuantity: text(input.orderedQuantity),
  };
  const problems = fieldProblems(values, ORDER_LINE_TEXT_RULES);
  const rate = symbol && isVatCategory(symbol) ? (input.fixedTax ?? rateOn(symbol)) : null;
  if (symbol && isVatCategory(symbol) && !rate) problems.push({ attribute: 'vatRateSymbol', type: 'invalid' });
  const amounts = {
    quantity: text(input.quantity),
    priceAmount: text(input.priceAmount) ?? price,
    baseQuantity: text(input.baseQuantity),
    taxCategory: rate?.taxCategory ?? null,
    taxPercent: rate?.taxPercent ?? null,
    taxExemptionReason: text(input.taxExemptionReason) ?? productReason(product, symbol),
  };
  // Without a rate the VAT fields have nothing to check; the category's own problem says why.
  problems.push(
    ...documentLineProblems(amounts).filter(
      (problem) => rate || !['taxCategory', 'taxPercent'].includes(problem.attribute),
    ),
  );
  const charge = input.allowanceCharge;
  if (charge)
    problems.push(
      ...prefixed(
        'allowanceCharge.',
        allowanceChargeProblems({ percent: text(charge.percent), amount: text(charge.amount) }),
      ),
    );
  const line: ResolvedLine = {
    productId: text(input.productId),
    itemName: values.itemName ?? '',
    itemDescription: values.itemDescription,
    sellersItemIdentification: values.sellersItemIdentification,
    quantity: amounts.quantity ?? '',
    orderedQuantity: values.orderedQuantity,
    unitOfMeasureCode: values.unitOfMeasureCode,
    priceAmount: amounts.priceAmount ?? '',
    baseQuantity: amounts.baseQuantity,
    vatRateSymbol: symbol as VatCategory,
    taxCategory: rate?.taxCategory as TaxCategoryCode,
    taxPercent: rate?.taxPercent ?? '',
    taxExemptionReason: amounts.taxExemptionReason,
    allowanceChargeIndicator: charge ? charge.chargeIndicator : null,
    allowanceChargePercent: charge ? text(charge.percent) : null,
    allowanceChargeAmount: charge ? text(charge.amount) : null,
  };
  return { line, problems: prefixed(prefix, problems) };
}

function resolveAllowanceCharge(
  input: OrderAllowanceChargeInput,
  prefix: string,
  rateOn: RateOn,
): { item: ResolvedAllowanceCharge; problems: FieldProblem[] } {
  const symbol = input.vatRateSymbol ?? null;
  const values = { reason: text(input.reason), vatRateSymbol: symbol };
  const problems = fieldProblems(values, ORDER_ALLOWANCE_CHARGE_TEXT_RULES);
  const rate = symbol && isVatCategory(symbol) ? (input.fixedTax ?? rateOn(symbol)) : null;
  if (symbol && isVatCategory(symbol) && !rate) problems.push({ attribute: 'vatRateSymbol', type: 'invalid' });
  const percent = text(input.percent);
  const fixedAmount = text(input.amount);
  problems.push(...allowanceChargeProblems({ percent, amount: fixedAmount }));
  const taxExemptionReason = text(input.taxExemptionReason);
  if (rate)
    problems.push(
      ...taxCategoryProblems({ ...rate, taxExemptionReason }).filter((p) => p.attribute === 'taxExemptionReason'),
    );
  return {
    item: {
      chargeIndicator: input.chargeIndicator,
      reason: values.reason,
      percent,
      fixedAmount,
      vatRateSymbol: symbol as VatCategory,
      taxCategory: rate?.taxCategory as TaxCategoryCode,
      taxPercent: rate?.taxPercent ?? '',
      taxExemptionReason,
    },
    problems: prefixed(prefix, problems),
  };
}

export type ResolvedDocument = {
  lines: ResolvedLine[];
  allowanceCharges: ResolvedAllowanceCharge[];
  problems: FieldProblem[];
};

/**
 * The order's lines and allowances as they will be stored: products fill what the line leaves
 * out, each VAT category gets the rate in force on the order's date (or the `fixedTax` the server
 * gave a line, as a credit note's lines keep their invoice's). Every problem is named by its
 * place (`lines.1.quantity`, `allowanceCharges.0.percent`) so the form marks the field.
 */
export async function resolveDocument(
  tx: Tx,
  input: { date: string; lines: readonly OrderLineInput[]; allowanceCharges: readonly OrderAllowanceChargeInput[] },
  defaults: Defaults,
): Promise<ResolvedDocument> {
  const rateOn = await ratesOn(tx, input.date);
  const found = await productsOf(tx, input.lines);
  const problems: FieldProblem[] = [];
  const lines = input.lines.map((lineInput, index) => {
    const productId = text(lineInput.productId);
    const product = productId ? found.product(productId) : undefined;
    if (productId && !product) problems.push({ attribute: `lines.${index}.productId`, type: 'invalid' });
    const price = product ? (priceOn(found.prices(product.id), input.date)?.salePrice ?? null) : null;
    const resolved = resolveLine(lineInput, `lines.${index}.`, { product, price, rateOn, defaults });
    problems.push(...resolved.problems);
    return resolved.line;
  });
  const allowanceCharges = input.allowanceCharges.map((itemInput, index) => {
    const resolved = resolveAllowanceCharge(itemInput, `allowanceCharges.${index}.`, rateOn);
    problems.push(...resolved.problems);
    return resolved.item;
  });
  return { lines, allowanceCharges, problems };
}

/** A stored line's one allowance or charge as the arithmetic takes it: none, or a list of one. */
export function lineAllowanceCharges(
  line: Pick<ResolvedLine, 'allowanceChargeIndicator' | 'allowanceChargePercent' | 'allowanceChargeAmount'>,
): AllowanceChargeInput[] {
  return line.allowanceChargeIndicator === null
    ? []
    : [
        {
          chargeIndicator: line.allowanceChargeIndicator,
          percent: line.allowanceChargePercent,
          amount: line.allowanceChargeAmount,
        },
      ];
}

/** The amounts of checked lines and allowances: the domain's EN 16931 arithmetic, never our own. */
export function totalsOf(
  document: Pick<ResolvedDocument, 'lines' | 'allowanceCharges'>,
  rounding: InvoiceRoundingMode,
): DocumentTotals {
  return documentTotals({
    lines: document.lines.map((line) => ({
      quantity: line.quantity,
      priceAmount: line.priceAmount,
      baseQuantity: line.baseQuantity,
      taxCategory: line.taxCategory,
      taxPercent: line.taxPercent,
      allowanceCharges: lineAllowanceCharges(line),
    })),
    allowanceCharges: document.allowanceCharges.map((item) => ({
      chargeIndicator: item.chargeIndicator,
      percent: item.percent,
      amount: item.fixedAmount,
      taxCategory: item.taxCategory,
      taxPercent: item.taxPercent,
    })),
    rounding,
  });
}

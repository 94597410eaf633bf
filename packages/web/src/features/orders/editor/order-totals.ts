import {
  allowanceChargeProblems,
  documentLineProblems,
  documentTaxOf,
  documentTotals,
  type DocumentAllowanceChargeInput,
  type DocumentLineInput,
  type DocumentTotals,
  type InvoiceRoundingMode,
  type VatCategory,
} from '@fjord/domain';
import type { LineAllowanceChargeFormValues, OrderContentFormValues, OrderLineFormValues } from './order-form';

/** The register's rate of each VAT category on the order's date (allNorwegianVatRates). */
export type VatRatesOn = ReadonlyMap<VatCategory, string>;

export type LiveTotals = {
  /** Each form line's net (lineExtensionAmount), null while the line is incomplete. */
  lineNets: (string | null)[];
  /** The order's amounts over the complete lines and allowances; null when there is none. */
  totals: DocumentTotals | null;
};

const taxOf = (symbol: VatCategory | null, rates: VatRatesOn) => {
  const percentage = symbol ? rates.get(symbol) : undefined;
  return symbol && percentage !== undefined ? documentTaxOf(symbol, percentage) : null;
};

const lineChargeOf = (charge: LineAllowanceChargeFormValues) =>
  charge.kind === 'NONE'
    ? []
    : [{ chargeIndicator: charge.kind === 'CHARGE', percent: charge.percent, amount: charge.amount }];

/** A line as the domain's arithmetic reads it, or null while it breaks a rule the server would refuse. */
function documentLine(line: OrderLineFormValues, rates: VatRatesOn): DocumentLineInput | null {
  const tax = taxOf(line.vatRateSymbol, rates);
  if (!tax) return null;
  const amounts = { quantity: line.quantity, priceAmount: line.priceAmount, baseQuantity: line.baseQuantity };
  const reason = line.taxExemptionReason.trim() || null;
  if (
    documentLineProblems({ ...amounts, ...tax, taxExemptionReason: reason }).some(
      (p) => p.attribute !== 'taxExemptionReason',
    )
  )
    return null;
  const allowanceCharges = lineChargeOf(line.allowanceCharge);
  if (
    allowanceCharges.some(
      (charge) => allowanceChargeProblems({ percent: charge.percent, amount: charge.amount }).length > 0,
    )
  )
    return null;
  return {
    quantity: line.quantity!,
    priceAmount: line.priceAmount!,
    baseQuantity: line.baseQuantity,
    ...tax,
    allowanceCharges,
  };
}

function documentAllowanceCharge(
  item: OrderContentFormValues['allowanceCharges'][number],
  rates: VatRatesOn,
): DocumentAllowanceChargeInput | null {
  const tax = taxOf(item.vatRateSymbol, rates);
  if (!tax || allowanceChargeProblems({ percent: item.percent, amount: item.amount }).length > 0) return null;
  return { chargeIndicator: item.kind === 'CHARGE', percent: item.percent, amount: item.amount, ...tax };
}

/**
 * The order's amounts while it is typed: the same domain functions the server saves them with
 * (documentTaxOf for each line's VAT, documentTotals for the sums), over the lines and
 * allowances that are complete — an incomplete one counts once it is.
 */
export function liveTotals(
  values: Pick<OrderContentFormValues, 'lines' | 'allowanceCharges'>,
  rates: VatRatesOn,
  rounding: InvoiceRoundingMode,
): LiveTotals {
  const lines = (values.lines ?? []).map((line) => documentLine(line, rates));
  const complete = lines.filter((line): line is DocumentLineInput => line !== null);
  const allowanceCharges = (values.allowanceCharges ?? [])
    .map((item) => documentAllowanceCharge(item, rates))
    .filter((item): item is DocumentAllowanceChargeInput => item !== null);
  if (complete.length === 0 && allowanceCharges.length === 0) return { lineNets: lines.map(() => null), totals: null };
  const totals = documentTotals({ lines: complete, allowanceCharges, rounding });
  let next = 0;
  return { lineNets: lines.map((line) => (line ? totals.lines[next++]!.lineExtensionAmount : null)), totals };
}

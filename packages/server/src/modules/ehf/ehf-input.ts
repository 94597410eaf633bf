import { asc, eq } from 'drizzle-orm';
import {
  ACCOUNTING_CURRENCY,
  amountText,
  documentTotals,
  taxAmountInNok,
  toMoney,
  type EhfAddress,
  type EhfDocumentInput,
  type EhfParty,
  type TaxCategoryCode,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { findOwn } from '../../db/records.js';
import { units } from '../../db/schema-core.js';
import { notFound } from '../../errors/app-error.js';
import { files } from '../files/tables.js';
import { invoiceAttachments, invoices } from '../invoices/tables.js';
import { invoiceAllowanceChargesOf, invoiceLinesOf, ordersOf, type InvoiceRow } from '../invoices/repository.js';
import { ourReferenceOf, shared, statedAllowanceCharges, statedLines, yourReferenceOf } from '../invoices/pdf-view.js';
import { personOf, storedRounding, supplierRegistrations } from '../orders/pdf-view.js';
import type { OrderDelivery, OrderParty } from '../orders/types.js';
import { readUnitInvoiceSetting } from '../unit-settings/invoice-setting.js';

const addressOf = (party: Pick<OrderParty, 'address' | 'zip' | 'city' | 'countryCode'>): EhfAddress => ({
  street: party.address,
  additionalStreet: null,
  city: party.city,
  zip: party.zip,
  countryCode: party.countryCode,
});

const deliveryAddressOf = (delivery: OrderDelivery): EhfAddress => ({
  street: delivery.address,
  additionalStreet: delivery.additionalAddress,
  city: delivery.city,
  zip: delivery.zip,
  countryCode: delivery.countryCode,
});

/** Digits only: an organisation number as the 0192 scheme writes it. */
const organizationNumberOf = (party: OrderParty) => party.organizationNumber?.replace(/\D/g, '') || null;

/** The files sent along, embedded (Peppol: base64 with file name and MIME type), in their order. */
async function embeddedAttachmentsOf(tx: Tx, invoice: InvoiceRow): Promise<EhfDocumentInput['attachments']> {
  const stored = await tx
    .select({ fileName: files.fileName, contentType: files.contentType, data: files.data })
    .from(invoiceAttachments)
    .innerJoin(files, eq(files.id, invoiceAttachments.fileId))
    .where(eq(invoiceAttachments.invoiceId, invoice.id))
    .orderBy(asc(invoiceAttachments.position));
  return stored.map((file, index) => ({
    id: String(index + 1),
    description: null,
    fileName: file.fileName,
    mimeCode: file.contentType,
    base64: Buffer.from(file.data).toString('base64'),
  }));
}

/**
 * What the EHF of an invoice or credit note states, read in the caller's transaction (another
 * unit's is NOT_FOUND). The lines, allowances and charges are those its PDF prints (statedLines),
 * and the totals the same documentTotals of them, at the rounding that gives the stored payable
 * amount: the EHF and the PDF cannot disagree. A credit note states positive amounts, and the
 * invoice it credits as billing reference.
 */
export async function invoiceEhfInput(tx: Tx, invoiceId: string): Promise<EhfDocumentInput> {
  const invoice = await findOwn(tx, invoices, invoiceId, 'invoice');
  const credit = invoice.kind === 'CREDIT_NOTE';
  const [[unit], settings, [orders], [lines], [charges], creator, attachments, credited] = await Promise.all([
    tx.select().from(units).where(eq(units.id, invoice.unitId)),
    readUnitInvoiceSetting(tx, invoice.unitId),
    ordersOf(tx, invoice.unitId, [invoice.id]),
    invoiceLinesOf(tx, invoice.unitId, [invoice.id]),
    invoiceAllowanceChargesOf(tx, invoice.unitId, [invoice.id]),
    personOf(tx, invoice.createdById),
    embeddedAttachmentsOf(tx, invoice),
    invoice.creditedInvoiceId
      ? tx
          .select({ number: invoices.number, issueDate: invoices.issueDate })
          .from(invoices)
          .where(eq(invoices.id, invoice.creditedInvoiceId))
      : Promise.resolve([]),
  ]);
  if (credit && !credited[0]) throw notFound('creditNote');
  const stated = statedLines(lines!, 'nb', credit);
  const allowanceCharges = statedAllowanceCharges(charges!, credit);
  const storedPayable = amountText(toMoney(invoice.payableAmount).abs());
  const rounding = storedRounding(
    storedPayable,
    (mode) => documentTotals({ lines: stated, allowanceCharges, rounding: mode }).payableAmount,
    settings.taxInclusiveAmountRounding,
  );
  const {
    lines: lineTotals,
    allowanceCharges: _charges,
    ...totals
  } = documentTotals({
    lines: stated,
    allowanceCharges,
    rounding,
  });

  const supplier = invoice.supplierParty;
  const registrations = supplierRegistrations(supplier, unit);
  const deliveries = orders!.map((order) => order.delivery).filter((value): value is OrderDelivery => !!value);
  const delivered = orders!.map((order) => order.date).sort();
  const exemptionReasons: Partial<Record<TaxCategoryCode, string>> = {};
  for (const item of [...lines!, ...charges!])
    if (item.taxExemptionReason && !exemptionReasons[item.taxCategory])
      exemptionReasons[item.taxCategory] = item.taxExemptionReason;
  const contact = ourReferenceOf(settings, creator);
  const party = (value: OrderParty, vatRegistered: boolean, endpointId: string | null): EhfParty => ({
    name: value.name,
    organizationNumber: organizationNumberOf(value),
    endpointId: organizationNumberOf(value) ?? endpointId,
    vatRegistered,
    address: addressOf(value),
    contact: null,
  });
  const sellerParty = party(supplier, registrations.vatRegistered, null);

  return {
    kind: invoice.kind,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: credit ? null : invoice.dueDate,
    currencyCode: invoice.currencyCode,
    note: invoice.customNote,
    buyerReference: yourReferenceOf(orders!),
    orderReference: null,
    billingReference: credited[0] ? { number: credited[0].number, issueDate: credited[0].issueDate } : null,
    attachments,
    seller: {
      ...sellerParty,
      inEnterpriseRegister: registrations.inBusinessRegister,
      contact: { name: contact, phone: supplier.phone, email: supplier.email },
    },
    // A buyer without an organisation number (a private person) has no address in the Peppol
    // network, yet BIS 3 demands one (PEPPOL-EN16931-R010): the document is addressed back to its
    // seller. It is never sent by EHF (that delivery needs a company with an organisation number).
    buyer: party(invoice.customerParty, false, sellerParty.endpointId),
    delivery: {
      date: delivered.at(-1) ?? null,
      address: shared(deliveries.map(deliveryAddressOf)),
    },
    payment: {
      kid: invoice.kid,
      bban: invoice.bban,
      iban: invoice.iban,
      bic: invoice.swift,
      terms: credit ? null : `${invoice.paymentTerm} dager netto`,
    },
    allowanceCharges: allowanceCharges.map((item) => ({
      chargeIndicator: item.chargeIndicator,
      reason: item.reason || (item.chargeIndicator ? 'Gebyr' : 'Rabatt'),
      percent: null,
      baseAmount: null,
      amount: item.amount,
      taxCategory: item.taxCategory,
      taxPercent: item.taxPercent,
    })),
    totals,
    exemptionReasons,
    // The VAT in NOK (BT-6, BT-111) at the rate the invoice was issued with (a credit note's is its invoice's).
    taxCurrency: invoice.exchangeRate
      ? { code: ACCOUNTING_CURRENCY, taxAmount: taxAmountInNok(totals.taxAmount, invoice.exchangeRate) }
      : null,
    lines: stated.map((line, index) => ({
      id: String(index + 1),
      note: null,
      quantity: line.quantity,
      unitCode: lines![index]!.unitOfMeasureCode,
      lineExtensionAmount: lineTotals[index]!.lineExtensionAmount,
      allowanceCharges: lineTotals[index]!.allowanceCharges.map((item, position) => ({
        chargeIndicator: item.chargeIndicator,
        reason: item.chargeIndicator ? 'Tillegg' : 'Rabatt',
        percent: line.allowanceCharges?.[position]?.percent ?? null,
        baseAmount: item.baseAmount,
        amount: item.amount,
      })),
      name: line.name,
      description: line.description ?? null,
      sellersItemId: line.sellerItemId ?? null,
      taxCategory: line.taxCategory,
      taxPercent: line.taxPercent,
      priceAmount: line.priceAmount,
      baseQuantity: line.baseQuantity ?? null,
    })),
  };
}

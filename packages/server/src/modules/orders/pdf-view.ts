import { eq } from 'drizzle-orm';
import {
  INVOICE_ROUNDING_MODES,
  isLocale,
  isUnitOfMeasureCode,
  NORWAY,
  personNameFor,
  unitOfMeasureSymbol,
  type InvoiceRoundingMode,
  type Locale,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { findOwn } from '../../db/records.js';
import { units, users } from '../../db/schema-core.js';
import type { PartyView, SalesDocumentType, SalesDocumentView, SalesLineView, SupplierView } from '../../pdf/render.js';
import { carRegistrations } from '../cars/tables.js';
import { allCountries } from '../countries/countries.js';
import { customers } from '../customers/tables.js';
import { departments } from '../departments/tables.js';
import { files } from '../files/tables.js';
import { projects } from '../projects/tables.js';
import { readUnitInvoiceSetting } from '../unit-settings/invoice-setting.js';
import { lineAllowanceCharges, totalsOf } from './lines.js';
import { partiesOf } from './parties.js';
import { allowanceChargesOf, linesOf, type OrderLineRow } from './repository.js';
import { orders } from './tables.js';
import type { OrderDelivery, OrderParty } from './types.js';

/** What a PDF view needs of a stored address: the order's parties and its delivery share these fields. */
type Address = Pick<OrderParty, 'address' | 'zip' | 'city' | 'countryCode'> & { additionalAddress?: string | null };

/** Street lines, then "postal code place", then the country's name when it is not Norway. */
export function addressLines(address: Address, locale: Locale): string[] {
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  const country =
    address.countryCode === NORWAY
      ? null
      : (allCountries(locale).find((c) => c.code === address.countryCode)?.name ?? address.countryCode);
  return [address.address, address.additionalAddress, place, country].filter((line): line is string => !!line);
}

export const partyView = (party: OrderParty, locale: Locale): PartyView => ({
  name: party.name,
  addressLines: addressLines(party, locale),
  organizationNumber: party.organizationNumber,
  email: party.email,
  phone: party.phone,
});

/** The document's language: the one asked for, else the unit's (nb unless the company chose English). */
export const documentLocale = (unit: { locale: string } | undefined, asked: Locale | undefined): Locale =>
  asked ?? (unit && isLocale(unit.locale) ? unit.locale : 'nb');

/**
 * The supplier as every document prints it: the frozen party, VAT registration, the business
 * register and the account the customer pays to.
 */
/** What a document says of the seller's registrations: its PDF and its EHF alike. */
export function supplierRegistrations(party: OrderParty, unit: typeof units.$inferSelect | undefined) {
  return {
    vatRegistered: unit?.vatRegulation === 'VAT_REGISTERED',
    // The registers' data is not stored; a company with an organisation number is taken to be
    // in Foretaksregisteret, which every AS, ASA, ANS and DA must be.
    inBusinessRegister: !!unit?.isCompany && !!party.organizationNumber,
  };
}

export function supplierView(
  party: OrderParty,
  unit: typeof units.$inferSelect | undefined,
  locale: Locale,
  account: { bban: string | null; iban: string | null; swift: string | null },
): SupplierView {
  return {
    ...partyView(party, locale),
    ...supplierRegistrations(party, unit),
    ...account,
    website: unit?.website ?? null,
  };
}

export const sameAddress = (delivery: OrderDelivery, party: OrderParty) =>
  !delivery.additionalAddress &&
  delivery.address === party.address &&
  delivery.zip === party.zip &&
  delivery.city === party.city &&
  delivery.countryCode === party.countryCode;

export function lineView(line: OrderLineRow, locale: Locale): SalesLineView {
  const code = line.unitOfMeasureCode;
  return {
    sellerItemId: line.sellersItemIdentification,
    name: line.itemName,
    description: line.itemDescription,
    quantity: line.quantity,
    orderedQuantity: line.orderedQuantity,
    unit: (isUnitOfMeasureCode(code) ? unitOfMeasureSymbol(code, locale) : null) ?? code,
    priceAmount: line.priceAmount,
    baseQuantity: line.baseQuantity,
    allowanceCharges: lineAllowanceCharges(line),
    taxCategory: line.taxCategory,
    taxPercent: line.taxPercent,
  };
}

/**
 * The rounding that gives the payable amount a document was stored with. The renderer computes the
 * totals again from the lines, and the unit may have changed its rounding since the document was
 * saved; the document must still state the stored amounts, so the current setting is tried first.
 * `payableWith` is the payable amount the renderer would compute with a rounding.
 */
export function storedRounding(
  storedPayable: string,
  payableWith: (rounding: InvoiceRoundingMode) => string,
  current: InvoiceRoundingMode,
): InvoiceRoundingMode {
  const modes = [current, ...INVOICE_ROUNDING_MODES.filter((mode) => mode !== current)];
  return modes.find((mode) => payableWith(mode) === storedPayable) ?? current;
}

/** The name of a dimension the order points at, or null. */
export async function nameOf(tx: Tx, table: typeof projects | typeof departments, id: string | null) {
  if (!id) return null;
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}

export async function carOf(tx: Tx, id: string | null) {
  if (!id) return null;
  const [row] = await tx
    .select({ number: carRegistrations.registrationNumber })
    .from(carRegistrations)
    .where(eq(carRegistrations.id, id));
  return row?.number ?? null;
}

export async function personOf(tx: Tx, userId: string | null) {
  if (!userId) return null;
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** The order's logo as react-pdf can draw it (PNG or JPEG); another image type leaves the name in its place. */
export async function logoOf(tx: Tx, fileId: string | null): Promise<SalesDocumentView['logo']> {
  if (!fileId) return null;
  const [file] = await tx
    .select({ data: files.data, contentType: files.contentType })
    .from(files)
    .where(eq(files.id, fileId));
  if (file?.contentType === 'image/png') return { data: file.data, format: 'png' };
  if (file?.contentType === 'image/jpeg') return { data: file.data, format: 'jpg' };
  return null;
}

/**
 * Everything an order's PDF shows, read in the caller's transaction (row-level security: an order
 * of another unit is NOT_FOUND like any unknown id). A locked order shows its frozen parties, an
 * open one the company and customer as they are now. The language is the caller's, else the
 * unit's (nb unless the company chose English): the PDF is what the customer receives.
 */
export async function orderPdfView(
  tx: Tx,
  orderId: string,
  type: SalesDocumentType,
  options: { locale?: Locale } = {},
): Promise<SalesDocumentView> {
  const order = await findOwn(tx, orders, orderId, 'order');
  // One statement after another: a transaction is one connection.
  const [lines] = await linesOf(tx, order.unitId, [order.id]);
  const [allowanceCharges] = await allowanceChargesOf(tx, order.unitId, [order.id]);
  const settings = await readUnitInvoiceSetting(tx, order.unitId);
  const live = await partiesOf(tx, order.unitId, order.customerId);
  const [unit] = await tx.select().from(units).where(eq(units.id, order.unitId));
  const [customer] = await tx
    .select({ creditDays: customers.creditDays })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  const creator = await personOf(tx, order.createdById);
  const locale = documentLocale(unit, options.locale);
  const supplierParty = order.supplierParty ?? live.supplierParty;
  const customerParty = order.customerParty ?? live.customerParty;
  const document = { lines: lines!, allowanceCharges: allowanceCharges! };
  return {
    type,
    locale,
    number: order.number,
    issueDate: order.date,
    currency: order.currencyCode,
    supplier: supplierView(supplierParty, unit, locale, { bban: order.bban, iban: order.iban, swift: settings.swift }),
    customer: partyView(customerParty, locale),
    deliveryParty: sameAddress(order.delivery, customerParty)
      ? null
      : { name: customerParty.name, addressLines: addressLines(order.delivery, locale) },
    logo: await logoOf(tx, order.logoFileId),
    yourReference: order.reference,
    // The seller's reference person, named as the invoice settings ask: who made the order.
    ourReference: creator ? personNameFor(settings.supplierPartyReferenceSetting, creator) || null : null,
    project: await nameOf(tx, projects, order.projectId),
    department: await nameOf(tx, departments, order.departmentId),
    car: await carOf(tx, order.carRegistrationId),
    lines: document.lines.map((line) => lineView(line, locale)),
    allowanceCharges: document.allowanceCharges.map((item) => ({
      chargeIndicator: item.chargeIndicator,
      reason: item.reason,
      percent: item.percent,
      amount: item.fixedAmount,
      taxCategory: item.taxCategory,
      taxPercent: item.taxPercent,
    })),
    rounding: storedRounding(
      order.payableAmount,
      (mode) => totalsOf(document, mode).payableAmount,
      settings.taxInclusiveAmountRounding,
    ),
    creditDays: customer?.creditDays ?? null,
    note: order.note,
    legalNotes: settings.legalNotes,
    display: settings.displaySettings,
  };
}

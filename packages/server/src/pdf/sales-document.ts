import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Document, Page, Text, View, type DocumentProps } from '@react-pdf/renderer';
import {
  amountText,
  documentTotals,
  needsExchangeRate,
  taxAmountInNok,
  sumMoney,
  toMoney,
  taxCategoryHasRate,
  type AllowanceChargeInput,
  type DocumentAllowanceChargeInput,
  type DocumentTotals,
  type InvoiceDisplaySettings,
  type InvoiceRoundingMode,
  type Locale,
  type SalesDocumentType,
  type TaxCategoryCode,
} from '@fjord/domain';
import { formatAmount, formatDate, formatDecimal, formatPercent, formatQuantity } from './format.js';
import { letterhead, pageFooter } from './page-parts.js';
import { hasFee, noticeBody, noticeAmounts, paymentSlip, settlementBlock, settlementOf } from './invoice-parts.js';
import { INK, MM, styles } from './styles.js';
import { PDF_TEXTS } from './texts.js';

export type PartyView = {
  name: string;
  /** Street lines, then postal code and place, then the country when it is not Norway. */
  addressLines: string[];
  organizationNumber?: string | null;
  email?: string | null;
  phone?: string | null;
};

export type SupplierView = PartyView & {
  vatRegistered: boolean;
  /** Registered in Foretaksregisteret (an AS must say so on its documents). */
  inBusinessRegister?: boolean;
  bban?: string | null;
  iban?: string | null;
  swift?: string | null;
  website?: string | null;
};

export type SalesLineView = {
  sellerItemId?: string | null;
  name: string;
  description?: string | null;
  quantity: string;
  orderedQuantity?: string | null;
  /** The unit of measure as printed ("stk", "timer"). */
  unit: string;
  priceAmount: string;
  baseQuantity?: string | null;
  allowanceCharges?: AllowanceChargeInput[];
  taxCategory: TaxCategoryCode;
  taxPercent: string;
};

/** What every printed document shows: letterhead, parties, references, note, legal notes. */
export type DocumentHeadView = {
  /** The customer's (document's) language. */
  locale: Locale;
  /** The document's number; on an overdue notice, the number of the invoice it reminds of. */
  number: string;
  issueDate: string;
  currency: string;
  supplier: SupplierView;
  customer: PartyView & { customerNumber?: string | null };
  /** PNG or JPEG bytes of the unit's logo. */
  logo?: { data: Buffer; format: 'png' | 'jpg' } | null;
  yourReference?: string | null;
  ourReference?: string | null;
  note?: string | null;
  legalNotes: string[];
  /** The file names of the documents sent along ("Vedlegg: …" under the note). */
  attachments?: string[];
};

/** A document with lines: its amounts are computed from them by the domain's documentTotals. */
export type PricedDocumentView = DocumentHeadView & {
  deliveryDate?: string | null;
  deliveryParty?: PartyView | null;
  project?: string | null;
  department?: string | null;
  car?: string | null;
  lines: SalesLineView[];
  allowanceCharges?: (DocumentAllowanceChargeInput & { reason?: string | null })[];
  rounding: InvoiceRoundingMode;
  creditDays?: number | null;
  dueDate?: string | null;
  display: InvoiceDisplaySettings;
  /**
   * NOK for one unit of `currency` (an invoice or credit note in another currency): the totals then
   * state the VAT in NOK too (bokføringsforskriften § 5-1-1), computed by taxAmountInNok.
   */
  exchangeRate?: string | null;
};

/** An offer, order, order confirmation or packing slip of an order. */
export type SalesDocumentView = PricedDocumentView & { type: SalesDocumentType };

/** A payment registered on an invoice (Innbetaling). */
export type PaymentView = { date: string; amount: string };
/** A credit note of an invoice, by the amount it credits (positive). */
export type CreditedView = { number: string; issueDate: string; amount: string };

/**
 * The payments and credit notes of an invoice up to the PDF's maxDate: the caller passes the lists
 * already filtered, so the document shows the state as of that date.
 */
export type SettlementView = { payments: PaymentView[]; creditNotes: CreditedView[] };

/** An invoice (bokføringsforskriften § 5-1-1): the payment slip asks for its payable amount. */
export type InvoiceView = PricedDocumentView & {
  type: 'invoice';
  dueDate: string;
  /** The payment's customer identification; without one the slip asks for the invoice number as the message. */
  kid?: string | null;
  /** The numbers of the orders the invoice covers. */
  orderNumbers: string[];
  /** When given (a partly paid invoice), a box shows what is paid and credited, and the slip asks for the rest. */
  settlement?: SettlementView | null;
};

/** A credit note: refers to the invoice it credits; its lines are the credited quantities and prices (positive). */
export type CreditNoteView = PricedDocumentView & {
  type: 'creditNote';
  creditedInvoice: { number: string; issueDate: string };
  orderNumbers?: string[];
};

/** An overdue notice (purring) of one invoice; `number` is the invoice's number. No line table. */
export type OverdueNoticeView = DocumentHeadView & {
  type: 'overdueNotice';
  kid?: string | null;
  notice: {
    /** 1 for the first notice, 2 for the second. */
    sequence: number;
    invoiceIssueDate: string;
    invoiceDueDate: string;
    /** The invoice's payable amount, as its documentTotals gave it. */
    invoiceAmount: string;
    settlement: SettlementView;
    /** The reminder fee (inkassoforskriften § 1-2), "0.00" for none. */
    fee: string;
    /** Late-payment interest for the period, when the unit charges it. */
    interest?: { percent: string; fromDate: string; toDate: string; amount: string } | null;
    /** The new due date, at least 14 days after the notice. */
    dueDate: string;
  };
};

/** Every document the one renderer lays out. */
export type DocumentView = SalesDocumentView | InvoiceView | CreditNoteView | OverdueNoticeView;

type Column = {
  key: string;
  title: string;
  width: number | string;
  numeric?: boolean;
  /** The unit beside the right-aligned quantity keeps a gap from it. */
  unit?: boolean;
  cell(line: SalesLineView, index: number): ReactNode;
};

/** The register's symbol text for a line's VAT: its rate, or what the category means. */
function vatText(locale: Locale, category: TaxCategoryCode, percent: string): string {
  return taxCategoryHasRate(category) ? formatPercent(percent, locale) : PDF_TEXTS[locale].vatCategory[category];
}

/** A document with a line table and totals. */
type PricedView = SalesDocumentView | InvoiceView | CreditNoteView;

function columnsOf(view: PricedView, totals: DocumentTotals): Column[] {
  const { locale, display } = view;
  const t = PDF_TEXTS[locale];
  const money = (value: string) => formatAmount(value, locale);
  const priced = view.type !== 'packingSlip';
  /** The sum of a line's allowances (or charges), blank when it has none. */
  const adjustmentColumn = (key: string, title: string, charge: boolean): Column => ({
    key,
    title,
    width: '9%',
    numeric: true,
    cell: (_line, index) => {
      const amounts = totals.lines[index]!.allowanceCharges.filter((item) => item.chargeIndicator === charge);
      return amounts.length === 0 ? '' : money(amountText(sumMoney(amounts.map((item) => toMoney(item.amount)))));
    },
  });
  const columns: (Column | false)[] = [
    { key: 'item', title: t.itemNumber, width: '11%', cell: (line) => line.sellerItemId ?? '' },
    {
      key: 'description',
      title: t.description,
      width: 'auto',
      cell: (line) => [
        h(Text, { key: 'name' }, line.name),
        line.description ? h(Text, { key: 'description', style: styles.lineDescription }, line.description) : null,
      ],
    },
    display.showOrderedQuantity && {
      key: 'ordered',
      title: t.orderedQuantity,
      width: '8%',
      numeric: true,
      cell: (line) => (line.orderedQuantity ? formatQuantity(line.orderedQuantity, locale) : ''),
    },
    {
      key: 'quantity',
      title: t.quantity,
      width: '8%',
      numeric: true,
      cell: (line) => formatQuantity(line.quantity, locale),
    },
    { key: 'unit', title: t.unit, width: '7%', unit: true, cell: (line) => line.unit },
    priced && { key: 'price', title: t.price, width: '11%', numeric: true, cell: (line) => money(line.priceAmount) },
    priced && display.showLineAllowance && adjustmentColumn('allowance', t.lineAllowance, false),
    priced && display.showLineCharge && adjustmentColumn('charge', t.lineCharge, true),
    priced && {
      key: 'vat',
      title: t.vatRate,
      width: '8%',
      numeric: true,
      cell: (line) => vatText(locale, line.taxCategory, line.taxPercent),
    },
    priced &&
      display.showLineTaxAmount && {
        key: 'lineVat',
        title: t.lineVat,
        width: '10%',
        numeric: true,
        cell: (line, index) => money(lineTax(totals.lines[index]!.lineExtensionAmount, line)),
      },
    priced && {
      key: 'amount',
      title: t.amount,
      width: '12%',
      numeric: true,
      cell: (_line, index) => money(totals.lines[index]!.lineExtensionAmount),
    },
  ];
  return columns.filter((column): column is Column => column !== false);
}

/** The VAT a line carries, for display only (the document's VAT is per subtotal, EN 16931). */
function lineTax(lineExtensionAmount: string, line: SalesLineView): string {
  const single = documentTotals({
    lines: [
      { quantity: '1', priceAmount: lineExtensionAmount, taxCategory: line.taxCategory, taxPercent: line.taxPercent },
    ],
    rounding: 'DISABLED',
  });
  return single.taxAmount;
}

/** A table cell: plain text is one Text node (half the layout work of a View around a Text). */
function Cell(column: Column, content: ReactNode, key: string): ReactElement {
  const style = [
    styles.cell,
    column.width === 'auto' ? { flexGrow: 1, flexBasis: 0 } : { width: column.width },
    column.unit ? { paddingLeft: 4 } : {},
    column.numeric ? styles.number : {},
  ];
  return typeof content === 'string' || typeof content === 'number'
    ? h(Text, { key, style }, content)
    : h(View, { key, style }, content);
}

function metaRows(view: DocumentView): [string, string][] {
  const t = PDF_TEXTS[view.locale];
  const date = (value: string | null | undefined) => (value ? formatDate(value, view.locale) : null);
  const priced = view.type === 'overdueNotice' ? null : view;
  const rows: [string, string | null | undefined][] = [
    [t.number[view.type], view.number],
    [t.date, date(view.issueDate)],
    [t.invoiceDate, view.type === 'overdueNotice' ? date(view.notice.invoiceIssueDate) : null],
    [t.originalDueDate, view.type === 'overdueNotice' ? date(view.notice.invoiceDueDate) : null],
    [t.deliveryDate, date(priced?.deliveryDate)],
    [t.dueDate, view.type === 'invoice' ? date(view.dueDate) : null],
    [t.kid, view.type === 'invoice' || view.type === 'overdueNotice' ? view.kid : null],
    [t.customerNumber, view.customer.customerNumber],
    [t.yourReference, view.yourReference],
    [t.ourReference, view.ourReference],
    [t.orderNumbers, priced && 'orderNumbers' in priced ? priced.orderNumbers?.join(', ') : null],
    [t.project, priced?.display.showProject ? priced.project : null],
    [t.department, priced?.display.showDepartment ? priced.department : null],
    [t.car, priced?.display.showCar ? priced.car : null],
    [t.currency, view.currency !== 'NOK' ? view.currency : null],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function totalsBlock(view: PricedView, totals: DocumentTotals): ReactElement {
  const { locale, display } = view;
  const t = PDF_TEXTS[locale];
  const money = (value: string) => formatAmount(value, locale);
  const row = (label: string, value: string, key: string) =>
    h(View, { key, style: styles.totalRow }, h(Text, null, label), h(Text, { style: styles.number }, value));
  const documentItems = (view.allowanceCharges ?? []).map((item, index) => ({
    item,
    text: totals.allowanceCharges[index]!,
  }));
  const shownItems = documentItems.filter(({ item }) =>
    item.chargeIndicator ? display.showInvoiceCharge : display.showInvoiceAllowance,
  );
  const rows: ReactElement[] = [];
  if (shownItems.length > 0) {
    rows.push(row(t.lineTotal, money(totals.lineExtensionAmount), 'lines'));
    for (const [index, { item, text }] of shownItems.entries()) {
      const label = item.reason || (item.chargeIndicator ? t.documentCharge : t.documentAllowance);
      const percent = item.percent ? ` ${formatPercent(item.percent, locale)}` : '';
      rows.push(
        row(`${label}${percent}`, money(item.chargeIndicator ? text.amount : `-${text.amount}`), `item${index}`),
      );
    }
  }
  rows.push(row(t.totalExclVat, money(totals.taxExclusiveAmount), 'exclusive'));
  if (display.showTaxAmount) {
    for (const subtotal of totals.taxSubtotals) {
      const label = taxCategoryHasRate(subtotal.taxCategory)
        ? t.vatOf(formatPercent(subtotal.taxPercent, locale), money(subtotal.taxableAmount))
        : `${t.vatCategory[subtotal.taxCategory]} (${money(subtotal.taxableAmount)})`;
      rows.push(row(label, money(subtotal.taxAmount), `vat${subtotal.taxCategory}${subtotal.taxPercent}`));
    }
  } else {
    rows.push(row(t.totalVat, money(totals.taxAmount), 'vat'));
  }
  if (totals.payableRoundingAmount !== '0.00')
    rows.push(row(t.rounding, money(totals.payableRoundingAmount), 'rounding'));
  rows.push(
    h(
      View,
      { key: 'payable', style: styles.payable },
      h(Text, null, `${view.type === 'creditNote' ? t.creditTotal : t.total} ${view.currency}`),
      h(Text, { style: styles.number }, money(totals.payableAmount)),
    ),
  );
  if (view.exchangeRate && needsExchangeRate(view.currency))
    rows.push(
      row(
        t.vatInNok(formatDecimal(view.exchangeRate, locale, { min: 0, max: 6 }), view.currency),
        money(taxAmountInNok(totals.taxAmount, view.exchangeRate)),
        'vatInNok',
      ),
    );
  return h(View, { style: styles.totals, wrap: false }, ...rows);
}

/** Whether a line or a document-level item is under reverse charge (category AE). */
const hasReverseCharge = (view: PricedView) =>
  [...view.lines, ...(view.allowanceCharges ?? [])].some((item) => item.taxCategory === 'AE');

/** The line table, the totals (with a partly paid invoice's settlement) and the payment terms. */
function pricedBody(view: PricedView, totals: DocumentTotals): (ReactElement | null)[] {
  const t = PDF_TEXTS[view.locale];
  const columns = columnsOf(view, totals);
  const priced = view.type !== 'packingSlip';
  const terms = priced && view.type !== 'creditNote' && (view.creditDays || view.dueDate);
  return [
    view.deliveryParty
      ? h(
          View,
          { key: 'delivery', style: styles.delivery },
          h(Text, { style: styles.label }, t.deliveryAddress),
          h(Text, null, [view.deliveryParty.name, ...view.deliveryParty.addressLines].join(', ')),
        )
      : null,
    h(
      View,
      { key: 'head', style: styles.tableHead, fixed: true },
      ...columns.map((column) => Cell(column, column.title, column.key)),
    ),
    ...view.lines.map((line, index) =>
      h(
        View,
        { key: `line${index}`, style: styles.row, wrap: false },
        ...columns.map((column) => Cell(column, column.cell(line, index), column.key)),
      ),
    ),
    priced ? h(View, { key: 'totals' }, totalsBlock(view, totals)) : null,
    view.type === 'invoice' ? h(View, { key: 'settlement' }, settlementBlock(view, totals.payableAmount)) : null,
    terms
      ? h(
          View,
          { key: 'terms', style: styles.terms, wrap: false },
          view.creditDays ? h(Text, null, `${t.paymentTerms}: ${t.creditDays(view.creditDays)}`) : null,
          // An invoice states its due date with its references and on the payment slip.
          view.dueDate && view.type !== 'invoice'
            ? h(Text, null, `${t.dueDate}: ${formatDate(view.dueDate, view.locale)}`)
            : null,
        )
      : null,
  ];
}

/**
 * The amount the payment slip asks for: an invoice's payable amount (or what remains of it), a
 * notice's total; null, and no slip, for other documents or when nothing is left to pay.
 */
function slipOf(view: DocumentView, totals: DocumentTotals | null) {
  const slip =
    view.type === 'invoice'
      ? {
          amount: view.settlement
            ? settlementOf(totals!.payableAmount, view.settlement, view.locale).remaining
            : totals!.payableAmount,
          dueDate: view.dueDate,
          kid: view.kid,
        }
      : view.type === 'overdueNotice'
        ? { amount: noticeAmounts(view).toPay, dueDate: view.notice.dueDate, kid: view.kid }
        : null;
  return slip && toMoney(slip.amount).greaterThan(0) ? slip : null;
}

/** The title the document carries ("Faktura", "1. purring"), which its mail names too. */
export const titleOf = (view: DocumentView) =>
  view.type === 'overdueNotice'
    ? PDF_TEXTS[view.locale].noticeTitle(view.notice.sequence, hasFee(view))
    : PDF_TEXTS[view.locale].title[view.type];

/**
 * How the page is laid out. `screen` (the default): the recipient flows at the window's place.
 * `print` (a letter sent by post): the address block is pinned into the window of a C5 or DL
 * envelope with a left window (WINDOW below), under a small return-address line, with fold marks
 * on the left edge for folding into a DL envelope; the letter's own flow is unchanged.
 */
export type PageLayout = 'screen' | 'print';

/**
 * The left window of C5 and DL window envelopes (DIN 680 / SS 3 "vinduskonvolutt", the address
 * field of DIN 5008 form B): 20 mm from the sheet's left edge, 45 mm from its top, 90 × 45 mm.
 * The address block keeps 3 mm inside it, so the text shows whatever the letter slides.
 */
export const WINDOW = { left: 20, top: 45, width: 90, height: 45, inset: 3 } as const;
/** Fold marks for folding an A4 sheet in three into a DL envelope (DIN 5008 form B): 105 and 210 mm from the top. */
export const FOLD_MARKS_MM = [105, 210] as const;

function windowAddress(view: DocumentView): ReactElement {
  const t = PDF_TEXTS[view.locale];
  const returnAddress = [view.supplier.name, ...view.supplier.addressLines].join(', ');
  return h(
    View,
    {
      key: 'window',
      fixed: false,
      style: {
        position: 'absolute',
        top: (WINDOW.top + WINDOW.inset) * MM,
        left: (WINDOW.left + WINDOW.inset) * MM,
        width: (WINDOW.width - 2 * WINDOW.inset) * MM,
        height: (WINDOW.height - 2 * WINDOW.inset) * MM,
        fontSize: 10,
      },
    },
    h(Text, { style: styles.returnAddress }, `${t.returnAddress}: ${returnAddress}`),
    h(Text, { style: styles.recipientName }, view.customer.name),
    ...view.customer.addressLines.map((line, i) => h(Text, { key: i }, line)),
  );
}

const foldMarks = () =>
  FOLD_MARKS_MM.map((mm) =>
    h(View, {
      key: `fold${mm}`,
      fixed: true,
      style: {
        position: 'absolute',
        top: mm * MM,
        left: 5 * MM,
        width: 5 * MM,
        borderTopWidth: 0.5,
        borderTopColor: INK,
      },
    }),
  );

/**
 * One document as a react-pdf page (which wraps onto as many sheets as its lines need): letterhead,
 * window-envelope address, then the lines and totals (an overdue notice: what is outstanding, the
 * fee and interest), the terms and notes, and for an invoice or notice the payment slip at the
 * bottom of the first page. Its page numbers count its own sheets, so a batch of documents in one
 * PDF numbers each from 1.
 */
function documentPage(view: DocumentView, fontFamily: string, layout: PageLayout, key?: string): ReactElement {
  const t = PDF_TEXTS[view.locale];
  const totals =
    view.type === 'overdueNotice'
      ? null
      : documentTotals({ lines: view.lines, allowanceCharges: view.allowanceCharges, rounding: view.rounding });
  const slip = slipOf(view, totals);
  const title = titleOf(view);
  const customer = view.customer;
  const reverseCharge = (view.type === 'invoice' || view.type === 'creditNote') && hasReverseCharge(view);
  const legalNotes = [...(reverseCharge ? [t.reverseCharge] : []), ...view.legalNotes];
  const print = layout === 'print';
  return h(
    Page,
    { key, size: 'A4', style: [styles.page, { fontFamily }, slip ? styles.pageWithSlip : {}] },
    letterhead(view.supplier, view.logo),
    h(
      View,
      { style: styles.addressRow },
      // Printed, the address is pinned into the envelope's window (windowAddress); its column stays, empty.
      h(
        View,
        { style: styles.recipient },
        print ? null : h(Text, { style: styles.recipientName }, customer.name),
        ...(print ? [] : customer.addressLines.map((line, i) => h(Text, { key: i }, line))),
      ),
      h(
        View,
        { style: styles.meta },
        h(Text, { style: styles.title }, title),
        view.type === 'creditNote'
          ? h(
              Text,
              { style: styles.creditReference },
              t.credits(view.creditedInvoice.number, formatDate(view.creditedInvoice.issueDate, view.locale)),
            )
          : null,
        ...metaRows(view).map(([label, value]) =>
          h(
            View,
            { key: label, style: styles.metaRow },
            h(Text, { style: styles.metaLabel }, label),
            h(Text, null, value),
          ),
        ),
      ),
    ),
    ...(view.type === 'overdueNotice' ? noticeBody(view) : pricedBody(view, totals!)),
    view.note ? h(Text, { style: styles.note }, view.note) : null,
    view.attachments?.length
      ? h(Text, { style: styles.attachments }, `${t.attachments}: ${view.attachments.join(', ')}`)
      : null,
    ...legalNotes.map((note, i) => h(Text, { key: `legal${i}`, style: styles.legalNote }, note)),
    pageFooter(view.supplier, view.locale),
    slip ? paymentSlip(view, { ...slip, payer: customer, payee: view.supplier, invoiceNumber: view.number }) : null,
    ...(print ? [windowAddress(view), ...foldMarks()] : []),
  );
}

/**
 * Documents as one react-pdf document: each starts on a new sheet (a batch printed for the post is
 * one file). The PDF's title is the first document's.
 */
export function salesDocument(
  views: DocumentView | readonly DocumentView[],
  fontFamily: string,
  layout: PageLayout = 'screen',
): ReactElement<DocumentProps> {
  const list: readonly DocumentView[] = Array.isArray(views) ? views : [views as DocumentView];
  const first = list[0]!;
  return h<DocumentProps>(
    Document,
    { title: `${titleOf(first)} ${first.number}`, author: first.supplier.name, creator: 'Fjord', producer: 'Fjord' },
    ...list.map((view, index) => documentPage(view, fontFamily, layout, `doc${index}`)),
  );
}

import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Document, Image, Page, StyleSheet, Text, View, type DocumentProps } from '@react-pdf/renderer';
import {
  amountText,
  documentTotals,
  sumMoney,
  toMoney,
  taxCategoryHasRate,
  type AllowanceChargeInput,
  type DocumentAllowanceChargeInput,
  type DocumentTotals,
  type InvoiceDisplaySettings,
  type InvoiceRoundingMode,
  type Locale,
  type TaxCategoryCode,
} from '@fjord/domain';
import {
  formatAmount,
  formatBban,
  formatDate,
  formatOrganizationNumber,
  formatPercent,
  formatQuantity,
} from './format.js';
import { PDF_TEXTS, type SalesDocumentType } from './texts.js';

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

/** Everything a sales document shows; the amounts are computed from it by the domain's documentTotals. */
export type SalesDocumentView = {
  type: SalesDocumentType;
  /** The customer's (document's) language. */
  locale: Locale;
  number: string;
  issueDate: string;
  deliveryDate?: string | null;
  currency: string;
  supplier: SupplierView;
  customer: PartyView & { customerNumber?: string | null };
  deliveryParty?: PartyView | null;
  /** PNG or JPEG bytes of the unit's logo. */
  logo?: { data: Buffer; format: 'png' | 'jpg' } | null;
  yourReference?: string | null;
  ourReference?: string | null;
  project?: string | null;
  department?: string | null;
  car?: string | null;
  lines: SalesLineView[];
  allowanceCharges?: (DocumentAllowanceChargeInput & { reason?: string | null })[];
  rounding: InvoiceRoundingMode;
  creditDays?: number | null;
  dueDate?: string | null;
  note?: string | null;
  legalNotes: string[];
  display: InvoiceDisplaySettings;
};

const MM = 72 / 25.4;
const INK = '#1d1d1b';
const MUTED = '#5f6368';
const RULE = '#c8c8c8';

const styles = StyleSheet.create({
  page: { paddingTop: 15 * MM, paddingBottom: 30 * MM, paddingHorizontal: 20 * MM, fontSize: 9, color: INK },
  header: { flexDirection: 'row', justifyContent: 'space-between', height: 30 * MM },
  logo: { maxWidth: 60 * MM, maxHeight: 22 * MM, objectFit: 'contain' },
  supplierName: { fontSize: 13, fontWeight: 'bold' },
  senderBlock: { alignItems: 'flex-end', fontSize: 8.5, color: MUTED },
  // The recipient sits where a C5/E65 window envelope shows it: 20 mm from the left edge, 50 mm from the top.
  addressRow: { flexDirection: 'row', justifyContent: 'space-between', height: 50 * MM },
  recipient: { width: 85 * MM, paddingTop: 5 * MM, fontSize: 10 },
  recipientName: { fontWeight: 'bold' },
  meta: { width: 72 * MM },
  title: { fontSize: 18, fontWeight: 'bold', marginBottom: 3 * MM },
  metaRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 0.6 },
  metaLabel: { color: MUTED },
  delivery: { marginBottom: 5 * MM },
  label: { color: MUTED, fontSize: 8 },
  tableHead: {
    flexDirection: 'row',
    borderBottomWidth: 0.8,
    borderBottomColor: INK,
    paddingBottom: 2,
    fontWeight: 'bold',
    fontSize: 8,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.3, borderBottomColor: RULE, paddingVertical: 3 },
  cell: { paddingRight: 4 },
  number: { textAlign: 'right' },
  lineDescription: { color: MUTED, fontSize: 8, marginTop: 1 },
  totals: { marginTop: 5 * MM, marginLeft: 'auto', width: 85 * MM },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1.5 },
  payable: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.8,
    borderTopColor: INK,
    borderBottomWidth: 2,
    borderBottomColor: INK,
    marginTop: 2,
    paddingVertical: 3,
    fontSize: 11,
    fontWeight: 'bold',
  },
  terms: { marginTop: 6 * MM },
  note: { marginTop: 4 * MM },
  legalNote: { marginTop: 2 * MM, fontSize: 8, color: MUTED },
  footer: {
    position: 'absolute',
    bottom: 10 * MM,
    left: 20 * MM,
    right: 20 * MM,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 2 * MM,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: MUTED,
  },
});

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

function columnsOf(view: SalesDocumentView, totals: DocumentTotals): Column[] {
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

function metaRows(view: SalesDocumentView): [string, string][] {
  const t = PDF_TEXTS[view.locale];
  const rows: [string, string | null | undefined][] = [
    [t.number[view.type], view.number],
    [t.date, formatDate(view.issueDate, view.locale)],
    [t.deliveryDate, view.deliveryDate ? formatDate(view.deliveryDate, view.locale) : null],
    [t.customerNumber, view.customer.customerNumber],
    [t.yourReference, view.yourReference],
    [t.ourReference, view.ourReference],
    [t.project, view.display.showProject ? view.project : null],
    [t.department, view.display.showDepartment ? view.department : null],
    [t.car, view.display.showCar ? view.car : null],
    [t.currency, view.currency !== 'NOK' ? view.currency : null],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function totalsBlock(view: SalesDocumentView, totals: DocumentTotals): ReactElement {
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
      h(Text, null, `${t.total} ${view.currency}`),
      h(Text, { style: styles.number }, money(totals.payableAmount)),
    ),
  );
  return h(View, { style: styles.totals, wrap: false }, ...rows);
}

function footer(view: SalesDocumentView): ReactElement {
  const t = PDF_TEXTS[view.locale];
  const s = view.supplier;
  const org = s.organizationNumber
    ? [
        `${t.organizationNumber} ${formatOrganizationNumber(s.organizationNumber)}${s.vatRegistered ? ` ${t.vatRegistered}` : ''}`,
        s.inBusinessRegister ? t.businessRegister : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : null;
  const bank = [
    s.bban ? `${t.bankAccount} ${formatBban(s.bban)}` : null,
    s.iban ? `IBAN ${s.iban}` : null,
    s.swift ? `BIC ${s.swift}` : null,
  ].filter(Boolean);
  return h(
    View,
    { style: styles.footer, fixed: true },
    h(
      View,
      null,
      h(Text, { style: { fontWeight: 'bold' } }, s.name),
      ...s.addressLines.map((line, i) => h(Text, { key: i }, line)),
    ),
    h(View, null, org ? h(Text, null, org) : null, ...bank.map((line, i) => h(Text, { key: `bank${i}` }, line))),
    h(
      View,
      { style: { alignItems: 'flex-end' } },
      s.email ? h(Text, null, s.email) : null,
      s.phone ? h(Text, null, s.phone) : null,
      s.website ? h(Text, null, s.website) : null,
      h(Text, { render: ({ pageNumber, totalPages }) => t.page(pageNumber, totalPages) }),
    ),
  );
}

/** The whole sales document as react-pdf elements: letterhead, window-envelope address, lines, totals, terms. */
export function salesDocument(view: SalesDocumentView, fontFamily: string): ReactElement<DocumentProps> {
  const t = PDF_TEXTS[view.locale];
  const totals = documentTotals({
    lines: view.lines,
    allowanceCharges: view.allowanceCharges,
    rounding: view.rounding,
  });
  const columns = columnsOf(view, totals);
  const priced = view.type !== 'packingSlip';
  const customer = view.customer;
  return h<DocumentProps>(
    Document,
    { title: `${t.title[view.type]} ${view.number}`, author: view.supplier.name, creator: 'Fjord', producer: 'Fjord' },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily }] },
      h(
        View,
        { style: styles.header },
        view.logo
          ? h(Image, { style: styles.logo, src: view.logo })
          : h(Text, { style: styles.supplierName }, view.supplier.name),
        h(
          View,
          { style: styles.senderBlock },
          view.logo ? h(Text, { style: { fontWeight: 'bold', color: INK } }, view.supplier.name) : null,
          ...view.supplier.addressLines.map((line, i) => h(Text, { key: i }, line)),
        ),
      ),
      h(
        View,
        { style: styles.addressRow },
        h(
          View,
          { style: styles.recipient },
          h(Text, { style: styles.recipientName }, customer.name),
          ...customer.addressLines.map((line, i) => h(Text, { key: i }, line)),
        ),
        h(
          View,
          { style: styles.meta },
          h(Text, { style: styles.title }, t.title[view.type]),
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
      view.deliveryParty
        ? h(
            View,
            { style: styles.delivery },
            h(Text, { style: styles.label }, t.deliveryAddress),
            h(Text, null, [view.deliveryParty.name, ...view.deliveryParty.addressLines].join(', ')),
          )
        : null,
      h(
        View,
        { style: styles.tableHead, fixed: true },
        ...columns.map((column) => Cell(column, column.title, column.key)),
      ),
      ...view.lines.map((line, index) =>
        h(
          View,
          { key: index, style: styles.row, wrap: false },
          ...columns.map((column) => Cell(column, column.cell(line, index), column.key)),
        ),
      ),
      priced ? totalsBlock(view, totals) : null,
      priced && (view.creditDays || view.dueDate)
        ? h(
            View,
            { style: styles.terms, wrap: false },
            view.creditDays ? h(Text, null, `${t.paymentTerms}: ${t.creditDays(view.creditDays)}`) : null,
            view.dueDate ? h(Text, null, `${t.dueDate}: ${formatDate(view.dueDate, view.locale)}`) : null,
          )
        : null,
      view.note ? h(Text, { style: styles.note }, view.note) : null,
      ...view.legalNotes.map((note, i) => h(Text, { key: `legal${i}`, style: styles.legalNote }, note)),
      footer(view),
    ),
  );
}

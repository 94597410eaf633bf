import { createElement as h, type ReactElement } from 'react';
import { Document, Page, Text, View, type DocumentProps, type ViewProps } from '@react-pdf/renderer';
import { requireIsoDate } from '@fjord/domain';
import { formatAmount, formatBban, formatDate, formatDecimal, formatQuantity } from './format.js';
import { letterhead, pageFooter } from './page-parts.js';
import type { SupplierView } from './sales-document.js';
import { styles } from './styles.js';
import { PDF_TEXTS } from './texts.js';

/** A line of the paycheck: paid out (CASHEDOUT) or a benefit in kind (CALCULATED: taxed and shown, not paid). */
export type PayslipLineView = {
  description: string;
  quantity: string | null;
  rate: string | null;
  sum: string;
  paidOut: boolean;
};

/**
 * What a payslip prints, built by the paychecks module. Amounts are decimal strings, computed there
 * (the layout adds nothing up); dates are YYYY-MM-DD. The employer's tax is not the employee's
 * business, so the type refuses it.
 */
export type PayslipView = {
  language: 'nb' | 'en';
  company: {
    name: string;
    organizationNumber: string | null;
    address: string | null;
    zip: string | null;
    city: string | null;
  };
  employee: {
    name: string;
    address: string | null;
    zip: string | null;
    city: string | null;
    /** Printed masked: the first 6 digits (the birth date) and *****. */
    socialSecurityNumber: string | null;
    bankAccount: string | null;
  };
  number: string;
  periodName: string;
  startDate: string;
  endDate: string;
  paidDate: string;
  lines: PayslipLineView[];
  grossPay: string;
  taxDeduction: string;
  /** "Tabell 8115", "Prosenttrekk 35 %", "Frikort", "Uten skattekort: 50 %": already in the language. */
  taxBasisText: string;
  halfTax: boolean;
  /** Garnishments and other deductions after tax, positive amounts. */
  deductions: { description: string; sum: string }[];
  /** Advances already paid in the period, positive amounts. */
  prepayments: { paymentDate: string; amount: string }[];
  netPay: string;
  yearToDate: { grossPay: string; taxDeduction: string; vacationPayBasis: string };
  vacationPayBasis: string;
  vacationPay: string;
  employerTax?: never;
  comment: string | null;
};

/**
 * The password of a payslip sent by e-mail (renderPayslip's `password`): the employee's birth date
 * as DDMMYY, so 1990-01-31 gives "310190". The caller passes it; this is the one place that says
 * how it is made. Being a birth date it keeps a misdirected mail from being read at a glance, but
 * it is no secret: anyone who knows the scheme and the year tries the 366 days in milliseconds.
 */
export function payslipPassword(birthDate: string): string {
  const [year, month, day] = requireIsoDate(birthDate).split('-') as [string, string, string];
  return `${day}${month}${year.slice(2)}`;
}

/** 31019012345 → 310190*****: the birth date shows whose slip it is, the personal number stays off the paper. */
export function maskSocialSecurityNumber(value: string): string {
  return `${value.replace(/\D/g, '').slice(0, 6)}*****`;
}

/** The negative of a decimal string, on the text (no arithmetic): a deduction printed as "-1 234,00". */
const negated = (value: string) => (value.startsWith('-') ? value.slice(1) : `-${value.replace(/^\+/, '')}`);

/** Street, then postal code and place, leaving out what is missing. */
export const addressLines = (address: string | null, zip: string | null, city: string | null) =>
  [...(address ?? '').split('\n'), [zip, city].filter(Boolean).join(' ')].map((line) => line.trim()).filter(Boolean);

/** A label and an amount on one row of the totals. */
export function amountRow(
  label: string,
  value: string,
  key: string,
  style: ViewProps['style'] = styles.totalRow,
): ReactElement {
  return h(View, { key, style }, h(Text, null, label), h(Text, { style: styles.number }, value));
}

/**
 * The payslip's facts beside the address: number, period, payment date, and the employee's masked
 * fødselsnummer and account. They stand here, not under the name, to stay out of an envelope's window.
 */
function metaRows(view: PayslipView): [string, string][] {
  const { language: locale, employee } = view;
  const t = PDF_TEXTS[locale];
  const rows: [string, string | null][] = [
    [t.payslip.number, view.number],
    [t.payslip.period, view.periodName],
    [t.payslip.periodDates, `${formatDate(view.startDate, locale)}–${formatDate(view.endDate, locale)}`],
    [t.payslip.paidDate, formatDate(view.paidDate, locale)],
    [
      t.payslip.socialSecurityNumber,
      employee.socialSecurityNumber ? maskSocialSecurityNumber(employee.socialSecurityNumber) : null,
    ],
    [t.bankAccount, employee.bankAccount ? formatBban(employee.bankAccount) : null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

const COLUMNS = [
  { key: 'description', width: 'auto' },
  { key: 'quantity', width: '12%' },
  { key: 'rate', width: '15%' },
  { key: 'sum', width: '16%' },
] as const;

function cellStyle(column: (typeof COLUMNS)[number]) {
  return [
    styles.cell,
    column.width === 'auto' ? { flexGrow: 1, flexBasis: 0 } : { width: column.width },
    column.key === 'description' ? {} : styles.number,
  ];
}

/** The lines: the head repeats on every page, and a line never splits across two. */
function lineTable(view: PayslipView): ReactElement[] {
  const locale = view.language;
  const t = PDF_TEXTS[locale];
  const titles = { description: t.description, quantity: t.quantity, rate: t.payslip.rate, sum: t.amount };
  // A rate keeps its digits (a kilometre allowance of 4.48, an hourly 245.125); two at least, like money.
  const rate = (value: string) => formatDecimal(value, locale, { min: 2, max: 6 });
  return [
    h(
      View,
      { key: 'head', style: styles.tableHead, fixed: true },
      ...COLUMNS.map((column) => h(Text, { key: column.key, style: cellStyle(column) }, titles[column.key])),
    ),
    ...view.lines.map((line, index) =>
      h(
        View,
        { key: `line${index}`, style: styles.row, wrap: false },
        h(
          View,
          { style: cellStyle(COLUMNS[0]) },
          h(Text, null, line.description),
          line.paidOut ? null : h(Text, { style: styles.lineDescription }, t.payslip.benefitInKind),
        ),
        h(Text, { style: cellStyle(COLUMNS[1]) }, line.quantity ? formatQuantity(line.quantity, locale) : ''),
        h(Text, { style: cellStyle(COLUMNS[2]) }, line.rate ? rate(line.rate) : ''),
        h(Text, { style: cellStyle(COLUMNS[3]) }, formatAmount(line.sum, locale)),
      ),
    ),
  ];
}

/** From gross pay to net pay: the tax withheld, deductions and advances subtracted, as the view gives them. */
function payBlock(view: PayslipView): ReactElement {
  const locale = view.language;
  const t = PDF_TEXTS[locale];
  const money = (value: string) => formatAmount(value, locale);
  return h(
    View,
    { style: styles.totals, wrap: false },
    amountRow(t.payslip.grossPay, money(view.grossPay), 'gross'),
    amountRow(t.payslip.taxDeduction(view.taxBasisText), money(negated(view.taxDeduction)), 'tax'),
    view.halfTax ? h(Text, { style: [styles.lineDescription, { marginBottom: 2 }] }, t.payslip.halfTax) : null,
    ...view.deductions.map((deduction, index) =>
      amountRow(deduction.description, money(negated(deduction.sum)), `deduction${index}`),
    ),
    ...view.prepayments.map((prepayment, index) =>
      amountRow(
        t.payslip.prepayment(formatDate(prepayment.paymentDate, locale)),
        money(negated(prepayment.amount)),
        `prepayment${index}`,
      ),
    ),
    amountRow(t.payslip.netPay, money(view.netPay), 'net', [styles.payable, styles.netPay]),
  );
}

/** The year to date, and the holiday pay this paycheck earns (paid out the next year, so not in net pay). */
function boxes(view: PayslipView): ReactElement {
  const locale = view.language;
  const t = PDF_TEXTS[locale].payslip;
  const money = (value: string) => formatAmount(value, locale);
  const ytd = view.yearToDate;
  return h(
    View,
    { style: styles.payslipBoxes, wrap: false },
    h(
      View,
      { style: styles.payslipBox },
      h(Text, { style: styles.boxTitle }, t.yearToDate),
      amountRow(t.grossPay, money(ytd.grossPay), 'gross'),
      amountRow(t.taxWithheld, money(ytd.taxDeduction), 'tax'),
      amountRow(t.vacationPayBasis, money(ytd.vacationPayBasis), 'basis'),
    ),
    h(
      View,
      { style: styles.payslipBox },
      h(Text, { style: styles.boxTitle }, t.vacationPay),
      amountRow(t.vacationPayBasisNow, money(view.vacationPayBasis), 'basis'),
      amountRow(t.vacationPayNow, money(view.vacationPay), 'pay'),
    ),
  );
}

/**
 * A payslip as a react-pdf document on A4 (as many sheets as its lines need): the company's
 * letterhead, the employee where a window envelope shows the address, the title and facts, the
 * lines, gross to net pay, the year-to-date and holiday pay boxes, the comment, and the company in
 * the footer with the page numbers.
 */
export function payslipDocument(view: PayslipView, fontFamily: string): ReactElement<DocumentProps> {
  const locale = view.language;
  const t = PDF_TEXTS[locale];
  const { company, employee } = view;
  // The footer and letterhead of the sales documents; no "MVA" marking, which belongs to sales documents.
  const sender: SupplierView = {
    name: company.name,
    addressLines: addressLines(company.address, company.zip, company.city),
    organizationNumber: company.organizationNumber,
    vatRegistered: false,
  };
  return h<DocumentProps>(
    Document,
    { title: `${t.payslip.title} ${view.number}`, author: company.name, creator: 'Fjord', producer: 'Fjord' },
    h(
      Page,
      { size: 'A4', style: [styles.page, { fontFamily }] },
      letterhead(sender),
      h(
        View,
        { style: styles.addressRow },
        h(
          View,
          { style: styles.recipient },
          h(Text, { style: styles.recipientName }, employee.name),
          ...addressLines(employee.address, employee.zip, employee.city).map((line, i) => h(Text, { key: i }, line)),
        ),
        h(
          View,
          { style: styles.meta },
          h(Text, { style: styles.title }, t.payslip.title),
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
      ...lineTable(view),
      payBlock(view),
      boxes(view),
      view.comment
        ? h(
            View,
            { style: styles.note, wrap: false },
            h(Text, { style: styles.label }, t.payslip.comment),
            h(Text, null, view.comment),
          )
        : null,
      pageFooter(sender, locale),
    ),
  );
}

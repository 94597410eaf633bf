import { createElement as h, type ReactElement } from 'react';
import { Document, Page, Text, View, type DocumentProps } from '@react-pdf/renderer';
import { payCodeName, type Locale, type YearlyStatement, type YearlyStatementItem } from '@fjord/domain';
import { formatAmount, formatDate, formatOrganizationNumber } from './format.js';
import { letterhead, pageFooter } from './page-parts.js';
import { addressLines, amountRow } from './payslip.js';
import type { SupplierView } from './sales-document.js';
import { MM, styles } from './styles.js';
import { PDF_TEXTS } from './texts.js';

/**
 * What an employee's yearly statement (årsoppgave) prints, built by the paycheck-reports module: the
 * employer (and the business unit the work relation is reported under), the employee as the year's last
 * locked paycheck copied them, and the year's statement (yearlyStatement of the domain: every amount
 * computed there; the layout adds nothing up). The identity number is printed in full: this is the
 * employee's own statement, as the a-melding and the tax return name them by it.
 */
export type YearlyReportView = {
  language: Locale;
  year: number;
  /** YYYY-MM-DD: the day it was made. */
  printedOn: string;
  company: {
    name: string;
    organizationNumber: string | null;
    address: string | null;
    zip: string | null;
    city: string | null;
  };
  subUnit: { name: string; organizationNumber: string } | null;
  employee: {
    name: string;
    address: string | null;
    zip: string | null;
    city: string | null;
    socialSecurityNumber: string | null;
  };
  statement: YearlyStatement;
};

/** "Fastlønn", or a line's own text when it has no pay code. */
const itemName = (item: YearlyStatementItem, locale: Locale) =>
  item.payCode ? payCodeName(item.payCode, locale) : (item.description ?? '');

/** A section of the statement: its heading, a row per pay code, and its total. */
function section(
  title: string,
  list: readonly YearlyStatementItem[],
  total: string,
  locale: Locale,
  key: string,
): ReactElement {
  const t = PDF_TEXTS[locale].yearlyReport;
  const money = (value: string) => formatAmount(value, locale);
  return h(
    View,
    { key, style: { marginTop: 5 * MM }, wrap: false },
    h(View, { style: styles.tableHead }, h(Text, { style: { flexGrow: 1 } }, title)),
    ...(list.length === 0
      ? [h(View, { key: 'none', style: styles.row }, h(Text, { style: styles.lineDescription }, t.nothing))]
      : list.map((item, index) =>
          h(
            View,
            { key: `item${index}`, style: styles.row },
            h(Text, { style: { flexGrow: 1, flexBasis: 0 } }, itemName(item, locale)),
            h(Text, { style: [styles.number, { width: '25%' }] }, money(item.amount)),
          ),
        )),
    list.length > 0 ? amountRow(t.total, money(total), 'total', [styles.totalRow, { fontWeight: 'bold' }]) : null,
  );
}

/** The facts beside the address: the year, the identity number in full, the employer and business unit. */
function metaRows(view: YearlyReportView): [string, string][] {
  const t = PDF_TEXTS[view.language].yearlyReport;
  const { company, subUnit, employee } = view;
  // No-break spaces: the number wraps as a whole, never inside.
  const org = (value: string | null) => (value ? ` (${formatOrganizationNumber(value).replace(/ /g, '\u00a0')})` : '');
  const rows: [string, string | null][] = [
    [t.period, String(view.year)],
    [t.socialSecurityNumber, employee.socialSecurityNumber],
    [t.employer, `${company.name}${org(company.organizationNumber)}`],
    [t.subUnit, subUnit ? `${subUnit.name}${org(subUnit.organizationNumber)}` : null],
    [t.printed, formatDate(view.printedOn, view.language)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/**
 * The yearly statement as a react-pdf document on A4: the company's letterhead, the employee where a
 * window envelope shows the address, the title and facts, the cash pay, benefits in kind and expense
 * allowances per pay code with their totals, the tax withheld and the holiday pay basis, the note that
 * it follows the a-melding, and the company in the footer with the page numbers.
 */
export function yearlyReportDocument(view: YearlyReportView, fontFamily: string): ReactElement<DocumentProps> {
  const locale = view.language;
  const t = PDF_TEXTS[locale].yearlyReport;
  const { company, employee, statement } = view;
  const money = (value: string) => formatAmount(value, locale);
  const sender: SupplierView = {
    name: company.name,
    addressLines: addressLines(company.address, company.zip, company.city),
    organizationNumber: company.organizationNumber,
    vatRegistered: false,
  };
  return h<DocumentProps>(
    Document,
    { title: `${t.title(view.year)} ${employee.name}`, author: company.name, creator: 'Fjord', producer: 'Fjord' },
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
          h(Text, { style: styles.title }, t.title(view.year)),
          h(Text, { style: [styles.lineDescription, { marginBottom: 2 * MM }] }, t.subtitle),
          ...metaRows(view).map(([label, value]) =>
            h(
              View,
              { key: label, style: styles.metaRow },
              h(Text, { style: styles.metaLabel }, label),
              h(Text, { style: { maxWidth: '65%', textAlign: 'right' } }, value),
            ),
          ),
        ),
      ),
      section(t.cash, statement.cash, statement.totals.cash, locale, 'cash'),
      section(t.benefitsInKind, statement.benefitsInKind, statement.totals.benefitsInKind, locale, 'benefits'),
      section(
        t.expenseAllowances,
        statement.expenseAllowances,
        statement.totals.expenseAllowances,
        locale,
        'allowances',
      ),
      h(
        View,
        { style: styles.totals, wrap: false },
        amountRow(t.withholding, money(statement.withholding), 'withholding', [styles.payable, styles.netPay]),
        amountRow(t.vacationPayBasis, money(statement.vacationPayBasis), 'vacationPayBasis'),
      ),
      h(View, { style: styles.note, wrap: false }, h(Text, { style: styles.legalNote }, t.basedOnAmelding(view.year))),
      pageFooter(sender, locale),
    ),
  );
}

import { createElement as h, type ReactElement } from 'react';
import { Text, View } from '@react-pdf/renderer';
import { amountText, sumMoney, toMoney, type Locale } from '@fjord/domain';
import { formatAmount, formatBban, formatDate, formatPercent } from './format.js';
import { styles } from './styles.js';
import { PDF_TEXTS } from './texts.js';
import type {
  DocumentHeadView,
  InvoiceView,
  OverdueNoticeView,
  PartyView,
  SettlementView,
  SupplierView,
} from './sales-document.js';

/** A label and an amount on one row, as the totals print them. */
function amountRow(label: string, value: string, key: string, style = styles.totalRow): ReactElement {
  return h(View, { key, style }, h(Text, null, label), h(Text, { style: styles.number }, value));
}

/**
 * The invoice's amount, then each payment and credit note up to maxDate subtracted, then what
 * remains: exact decimals of the domain's money model, never floats.
 */
export function settlementOf(
  invoiceAmount: string,
  settlement: SettlementView,
  locale: Locale,
): { rows: ReactElement[]; remaining: string } {
  const t = PDF_TEXTS[locale];
  const money = (value: string) => formatAmount(value, locale);
  const rows = [amountRow(t.invoiceAmount, money(invoiceAmount), 'invoice')];
  settlement.payments.forEach((payment, index) =>
    rows.push(
      amountRow(`${t.payment} ${formatDate(payment.date, locale)}`, money(`-${payment.amount}`), `payment${index}`),
    ),
  );
  settlement.creditNotes.forEach((credit, index) =>
    rows.push(
      amountRow(
        t.creditNote(credit.number, formatDate(credit.issueDate, locale)),
        money(`-${credit.amount}`),
        `credit${index}`,
      ),
    ),
  );
  const settled = sumMoney([...settlement.payments, ...settlement.creditNotes].map((item) => toMoney(item.amount)));
  return { rows, remaining: amountText(toMoney(invoiceAmount).minus(settled)) };
}

/** A partly paid invoice's box: its amount, what is paid and credited so far, what remains. */
export function settlementBlock(view: InvoiceView, payableAmount: string): ReactElement | null {
  if (!view.settlement) return null;
  const t = PDF_TEXTS[view.locale];
  const { rows, remaining } = settlementOf(payableAmount, view.settlement, view.locale);
  return h(
    View,
    { style: styles.settlement, wrap: false },
    h(Text, { style: styles.label }, t.paidSoFar),
    ...rows,
    amountRow(`${t.remaining} ${view.currency}`, formatAmount(remaining, view.locale), 'remaining', styles.remaining),
  );
}

/** Whether the notice charges a reminder fee (a unit may send notices without one). */
export const hasFee = (view: OverdueNoticeView) => !toMoney(view.notice.fee).isZero();

/** What an overdue notice asks for: the outstanding amount, the fee and the interest. */
export function noticeAmounts(view: OverdueNoticeView): { rows: ReactElement[]; toPay: string } {
  const { locale, notice } = view;
  const t = PDF_TEXTS[locale];
  const money = (value: string) => formatAmount(value, locale);
  const { rows, remaining } = settlementOf(notice.invoiceAmount, notice.settlement, locale);
  rows.push(amountRow(t.outstanding, money(remaining), 'outstanding', styles.remaining));
  if (hasFee(view)) rows.push(amountRow(t.reminderFee, money(notice.fee), 'fee'));
  const interest = notice.interest;
  if (interest)
    rows.push(
      amountRow(
        t.lateInterest(
          formatPercent(interest.percent, locale),
          formatDate(interest.fromDate, locale),
          formatDate(interest.toDate, locale),
        ),
        money(interest.amount),
        'interest',
      ),
    );
  const toPay = amountText(sumMoney([remaining, notice.fee, interest?.amount ?? '0']));
  return { rows, toPay };
}

/** An overdue notice's body in place of the line table: why it is sent, what to pay and by when, on what basis. */
export function noticeBody(view: OverdueNoticeView): (ReactElement | null)[] {
  const { locale, notice } = view;
  const t = PDF_TEXTS[locale];
  const { rows, toPay } = noticeAmounts(view);
  return [
    h(
      Text,
      { key: 'intro', style: styles.noticeIntro },
      t.noticeIntro(view.number, formatDate(notice.invoiceDueDate, locale)),
    ),
    h(
      View,
      { key: 'amounts', style: styles.noticeAmounts, wrap: false },
      ...rows,
      amountRow(`${t.toPay} ${view.currency}`, formatAmount(toPay, locale), 'toPay', styles.payable),
    ),
    h(Text, { key: 'due', style: styles.noticeDueDate }, `${t.newDueDate}: ${formatDate(notice.dueDate, locale)}`),
    hasFee(view) ? h(Text, { key: 'feeBasis', style: styles.legalNote }, t.feeBasis) : null,
    notice.interest ? h(Text, { key: 'interestBasis', style: styles.legalNote }, t.interestBasis) : null,
    h(Text, { key: 'paid', style: styles.note }, t.alreadyPaid),
  ];
}

/** What the payment slip prints: filled by the layout from the view and the computed amount. */
export type PaymentSlip = {
  payer: PartyView;
  payee: SupplierView;
  /** The amount to pay, two decimals. */
  amount: string;
  dueDate: string;
  kid?: string | null;
  /** The invoice's number, the payment's message when there is no KID. */
  invoiceNumber: string;
};

function slipField(label: string, values: (string | null)[], key: string, divider: boolean): ReactElement {
  const [first, ...rest] = values.filter((value): value is string => !!value);
  return h(
    View,
    { key, style: divider ? [styles.slipCell, styles.slipDivider] : styles.slipCell },
    h(Text, { style: styles.slipLabel }, label),
    first ? h(Text, { style: styles.slipValue }, first) : null,
    ...rest.map((value, index) => h(Text, { key: index, style: styles.slipSmall }, value)),
  );
}

function slipParty(label: string, party: PartyView, key: string, divider: boolean): ReactElement {
  return h(
    View,
    { key, style: divider ? [styles.slipCell, styles.slipDivider] : styles.slipCell },
    h(Text, { style: styles.slipLabel }, label),
    h(Text, { style: { fontWeight: 'bold' } }, party.name),
    ...party.addressLines.map((line, index) => h(Text, { key: index }, line)),
  );
}

/**
 * The giro-like payment slip at the bottom of the first page (not an OCR blankett): payer and
 * payee, then the KID (or the invoice number as the message), the amount and the account. A
 * payment in another currency than NOK gets the IBAN and BIC under the account number.
 */
export function paymentSlip(view: DocumentHeadView, slip: PaymentSlip): ReactElement {
  const { locale, currency } = view;
  const t = PDF_TEXTS[locale];
  const foreign = currency !== 'NOK';
  const account = [
    slip.payee.bban ? formatBban(slip.payee.bban) : null,
    foreign && slip.payee.iban ? `IBAN ${slip.payee.iban}` : null,
    foreign && slip.payee.swift ? `BIC ${slip.payee.swift}` : null,
  ];
  const content = h(
    View,
    { style: styles.slip },
    h(
      View,
      { style: styles.slipHead },
      h(Text, null, t.slipTitle),
      h(Text, null, `${t.slipDueDate} ${formatDate(slip.dueDate, locale)}`),
    ),
    h(
      View,
      { style: styles.slipParties },
      slipParty(t.slipPayer, slip.payer, 'payer', false),
      slipParty(t.slipPayee, slip.payee, 'payee', true),
    ),
    h(
      View,
      { style: styles.slipFields },
      slip.kid
        ? slipField(t.slipKid, [slip.kid], 'kid', false)
        : slipField(t.slipMessage, [t.slipInvoiceNumber(slip.invoiceNumber)], 'message', false),
      slipField(t.slipAmount, [`${currency} ${formatAmount(slip.amount, locale)}`], 'amount', true),
      slipField(t.slipAccount, account, 'account', true),
    ),
  );
  // Fixed keeps it at the page's bottom whatever the flow above; drawn on the first page only.
  return h(View, {
    style: styles.slipArea,
    fixed: true,
    render: ({ pageNumber }) => (pageNumber === 1 ? content : null),
  });
}

import { z } from 'zod/mini';
import {
  addDays,
  daysBetween,
  EXCHANGE_RATE_RULES,
  fieldValue,
  INVOICE_RULES,
  needsExchangeRate,
  PAYMENT_METHOD_NAME_MAX,
  PAYMENT_TERM_MAX_DAYS,
  rules,
} from '@fjord/domain';
import type { CreateInvoiceInput } from '../../gql/graphql';
import type { Attachment } from '../../ui/upload';
import { toZodSchema } from '../../ui/validation';

export type InvoicePaymentMethodFormValues = { name: string; amount: string | null };

export type InvoiceFormValues = {
  customerId: string | null;
  /** The chosen customer's name, shown in the customer field before any search. */
  customerName: string;
  orderIds: string[];
  issueDate: string | null;
  /** Days from issue to due date, kept in step with the due date both ways. */
  paymentTerm: number | null;
  dueDate: string | null;
  paymentMethods: InvoicePaymentMethodFormValues[];
  customNote: string;
  /** The chosen orders' currency, as the server's preview names it; null before orders are chosen. */
  currencyCode: string | null;
  /** NOK for one unit of that currency, asked only when it is not NOK. */
  exchangeRate: string | null;
  /** Files uploaded for the invoice; one marked _destroy is left out. */
  attachments: Attachment[];
};

/** The due date `term` days after the issue date; null while either is missing or the term is negative. */
export function dueDateFor(issueDate: string | null, term: number | null): string | null {
  if (!issueDate || term === null || term < 0 || term > PAYMENT_TERM_MAX_DAYS) return null;
  return addDays(issueDate, term);
}

/** The term of an issue and a due date, in days; null while either is missing. */
export function termFor(issueDate: string | null, dueDate: string | null): number | null {
  return issueDate && dueDate ? daysBetween(issueDate, dueDate) : null;
}

type Dates = Pick<InvoiceFormValues, 'issueDate' | 'paymentTerm' | 'dueDate'>;

/** A new issue date keeps the term and moves the due date. */
export const withIssueDate = (values: Dates, issueDate: string | null): Dates => ({
  issueDate,
  paymentTerm: values.paymentTerm,
  dueDate: dueDateFor(issueDate, values.paymentTerm) ?? values.dueDate,
});

/** A new term moves the due date. */
export const withPaymentTerm = (values: Dates, paymentTerm: number | null): Dates => ({
  issueDate: values.issueDate,
  paymentTerm,
  dueDate: dueDateFor(values.issueDate, paymentTerm) ?? values.dueDate,
});

/** A new due date gives the term. */
export const withDueDate = (values: Dates, dueDate: string | null): Dates => ({
  issueDate: values.issueDate,
  paymentTerm: termFor(values.issueDate, dueDate) ?? values.paymentTerm,
  dueDate,
});

/**
 * The payment methods once the amount to pay is known: a single method takes the whole amount (the
 * default "Bank transfer" line follows the chosen orders); several are the user's split and stay.
 */
export function syncedPaymentMethods(
  methods: readonly InvoicePaymentMethodFormValues[],
  payableAmount: string | null,
): InvoicePaymentMethodFormValues[] {
  if (methods.length !== 1 || payableAmount === null || methods[0]!.amount === payableAmount) return [...methods];
  return [{ ...methods[0]!, amount: payableAmount }];
}

export function newInvoiceValues(today: string, defaultMethodName: string): InvoiceFormValues {
  return {
    customerId: null,
    customerName: '',
    orderIds: [],
    issueDate: today,
    paymentTerm: null,
    dueDate: null,
    paymentMethods: [{ name: defaultMethodName, amount: null }],
    customNote: '',
    currencyCode: null,
    exchangeRate: null,
    attachments: [],
  };
}

export function createInvoiceInput(values: InvoiceFormValues): CreateInvoiceInput {
  return {
    orderIds: values.orderIds,
    issueDate: values.issueDate ?? '',
    dueDate: values.dueDate ?? '',
    paymentMethods: values.paymentMethods.map((method) => ({ name: method.name.trim(), amount: method.amount ?? '' })),
    customNote: values.customNote.trim() || null,
    // A rate typed before the orders changed to NOK ones is not sent: the server refuses it for NOK.
    exchangeRate: needsExchangeRate(values.currencyCode) ? values.exchangeRate : null,
    attachmentIds: values.attachments.filter((file) => !file._destroy).map((file) => file.signedBlobId),
  };
}

const FIELD_RULES = toZodSchema<InvoiceFormValues>({
  customerId: [rules.required()],
  orderIds: [rules.required()],
  issueDate: INVOICE_RULES.issueDate,
  paymentTerm: [rules.uint(), rules.max(PAYMENT_TERM_MAX_DAYS)],
  dueDate: [...INVOICE_RULES.dueDate, rules.sameOrAfter(fieldValue('issueDate'))],
  customNote: INVOICE_RULES.customNote,
  exchangeRate: [
    rules.requiredWhen((context) => needsExchangeRate(context.values?.currencyCode as string | null)),
    ...EXCHANGE_RATE_RULES,
  ],
});

const METHOD_RULES = toZodSchema<InvoicePaymentMethodFormValues>({
  name: [rules.required(), rules.max(PAYMENT_METHOD_NAME_MAX)],
  amount: [rules.required(), rules.amount()],
});

/** The invoice form's rules: the domain's, as the server checks them, and each payment method's. */
export const invoiceFormSchema = FIELD_RULES.check(
  z.superRefine((values, issues) => {
    values.paymentMethods.forEach((method, index) => {
      const result = METHOD_RULES.safeParse(method);
      if (!result.success)
        for (const issue of result.error.issues)
          issues.addIssue({ code: 'custom', path: ['paymentMethods', index, ...issue.path], message: issue.message });
    });
  }),
);

import type { TaxCardRequestStatus } from './a-melding/statuses.js';

/**
 * What a user may do with a tax card request (spec 000 §4 "Tax report submissions": they "can be checked, archived,
 * and have feedback fetched"): CHECK_STATUS runs the work the background job has not done yet (or tries again after
 * FAILED_SENDING or SOMETHING_WRONG); FETCH_FEEDBACK applies the answers that are in to the employees' cards;
 * ARCHIVE hides a finished request from the list. An archived request allows nothing more.
 */
export const TAX_CARD_REQUEST_ACTIONS = ['CHECK_STATUS', 'FETCH_FEEDBACK', 'ARCHIVE'] as const;
export type TaxCardRequestAction = (typeof TAX_CARD_REQUEST_ACTIONS)[number];

export const TAX_CARD_REQUEST_ACTIONS_BY_STATUS: Readonly<
  Record<TaxCardRequestStatus, readonly TaxCardRequestAction[]>
> = {
  FAILED_SENDING: ['CHECK_STATUS', 'ARCHIVE'],
  PENDING: ['CHECK_STATUS'],
  FEEDBACK_READY: ['FETCH_FEEDBACK'],
  RETRIEVED: ['ARCHIVE'],
  SOMETHING_WRONG: ['CHECK_STATUS', 'ARCHIVE'],
};

/** The statuses whose work is not done: the background job, or a check, takes them further. */
export const TAX_CARD_REQUEST_OPEN_STATUSES: readonly TaxCardRequestStatus[] = [
  'FAILED_SENDING',
  'PENDING',
  'FEEDBACK_READY',
  'SOMETHING_WRONG',
];

export function taxCardRequestActions(
  status: TaxCardRequestStatus,
  archived: boolean,
): readonly TaxCardRequestAction[] {
  return archived ? [] : TAX_CARD_REQUEST_ACTIONS_BY_STATUS[status];
}

/**
 * How an employee's card came out of a request: NEW (there was none, now there is), CHANGED (the fetched card
 * differs from the one the employee had), UNCHANGED (the same card again) or NONE (the service had no card: the
 * employee's card, if any, stays as it was).
 */
export const TAX_CARD_CHANGES = ['NEW', 'CHANGED', 'UNCHANGED', 'NONE'] as const;
export type TaxCardChange = (typeof TAX_CARD_CHANGES)[number];

/** The parts of a card that decide the withholding: what "changed" compares. */
export type TaxCardTerms = {
  taxDeductionMethod: string;
  taxTable: string | null;
  taxPercentage: string | null;
  taxExemptionAmountLimit: string | null;
};

/** A decimal string without trailing zeros ("44.00" → "44"), so 44 and 44.00 compare equal. */
const plain = (value: string | null) =>
  value === null ? null : value.includes('.') ? value.replace(/\.?0+$/, '') : value;

export function taxCardChange(before: TaxCardTerms | null, after: TaxCardTerms | null): TaxCardChange {
  if (!after) return 'NONE';
  if (!before) return 'NEW';
  const same =
    before.taxDeductionMethod === after.taxDeductionMethod &&
    (before.taxTable ?? null) === (after.taxTable ?? null) &&
    plain(before.taxPercentage) === plain(after.taxPercentage) &&
    plain(before.taxExemptionAmountLimit) === plain(after.taxExemptionAmountLimit);
  return same ? 'UNCHANGED' : 'CHANGED';
}

/**
 * The year "fetch the tax cards for everyone" asks for by default: next year's in December (the service issues
 * next year's cards from 1 December), this year's otherwise. `today` is the Oslo date, YYYY-MM-DD.
 */
export function defaultTaxCardRequestYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5, 7) === '12' ? year + 1 : year;
}

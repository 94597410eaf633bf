import { rules } from '../validation/rules.js';
import { STATUTORY_VACATION_DAYS } from './vacation-pay.js';

/**
 * A unit's vacation-money settings of a year (spec 001 §5.4: they must exist for the year a paycheck is
 * paid in; the vacation-money report reads them): whether the employer is private or public (public
 * employers pay vacation pay by their agreements, the state's 12 %), the month vacation pay is paid (June
 * by practice), and the days of holiday deducted from a monthly salary that month (the statutory 25, or
 * 30 with a fifth week).
 */
export const VACATION_MONEY_SECTORS = ['PRIVATE', 'PUBLIC'] as const;
export type VacationMoneySector = (typeof VACATION_MONEY_SECTORS)[number];

export type VacationMoneySettingsValues = {
  sector: VacationMoneySector | null;
  payoutMonth: number | null;
  holidayDeductionDays: number | null;
};

export const VACATION_PAYOUT_MONTH = 6;

export const DEFAULT_VACATION_MONEY_SETTINGS = {
  sector: 'PRIVATE' as VacationMoneySector,
  payoutMonth: VACATION_PAYOUT_MONTH,
  holidayDeductionDays: STATUTORY_VACATION_DAYS,
};

export const VACATION_MONEY_SETTINGS_RULES = {
  sector: [rules.required(), rules.oneOf(VACATION_MONEY_SECTORS)],
  payoutMonth: [rules.required(), rules.uint(), rules.between(1, 12)],
  holidayDeductionDays: [rules.required(), rules.uint(), rules.between(0, 30)],
};

import type {
  BenefitKind,
  DurationType,
  EmploymentType,
  LeaveType,
  ShiftType,
  WorkRelationEndReason,
} from '../enums.js';
import type { PayCode } from '../pay-codes.js';

/**
 * What the a-melding of a unit and a month is built from (`buildAmelding`): the locked paychecks paid in the
 * month with their work relations, leaves and layoffs, grouped by sub-unit. The server gathers it; the domain
 * turns it into the v2.3 JSON. Amounts are exact decimal strings ("52000.00"), dates YYYY-MM-DD.
 */
export type AmeldingInput = {
  /** leveranse.meldingsId: new for every message ([0-9a-zA-Z_.-], ≤ 150). */
  meldingsId: string;
  /** The meldingsId this message replaces (a replacement or a cancellation). */
  replacesMeldingsId: string | null;
  /** A cancellation replaces the earlier message with nothing: `oppgave: {}`. */
  cancellation: boolean;
  /** The month of payment, YYYY-MM. */
  month: string;
  /** leveringstidspunkt, ISO date-time with offset. */
  deliveredAt: string;
  /** kildesystem, e.g. "Fjord 1.0". */
  sourceSystem: string;
  /** The opplysningspliktig: the unit's organisation number (a main unit). */
  organizationNumber: string;
  subUnits: AmeldingSubUnitInput[];
};

export type AmeldingSubUnitInput = {
  name: string;
  /** The virksomhet's organisation number. */
  organizationNumber: string;
  /** Employer tax of this sub-unit by zone and rate (the paychecks' parts, summed); empty when none. */
  employerTax: AmeldingEmployerTaxInput[];
  employees: AmeldingEmployeeInput[];
};

export type AmeldingEmployerTaxInput = {
  /** "1", "1a", "2", "3", "4", "4a", "5". */
  zone: string;
  /** The rate in percent, e.g. "14.1". */
  rate: string;
  basis: string;
};

export type AmeldingEmployeeInput = {
  /** For the feedback's "where" and the message summary; not sent. */
  name: string;
  /** Fødselsnummer or D-number (11 digits): the inntektsmottaker's norskIdentifikator. */
  personalNumber: string;
  workRelations: AmeldingWorkRelationInput[];
  incomeLines: AmeldingIncomeLineInput[];
  /** Extra deductions reported as fradrag (e.g. union dues), negative at person level when sent. */
  deductions: AmeldingDeductionInput[];
  /** Withholding of the month's paychecks, per pay date, positive decimal strings. */
  withholding: { payDate: string; amount: string }[];
  /** Garnishment (utleggstrekk) withheld, per pay date, positive. */
  garnishments: { payDate: string; amount: string }[];
};

export type AmeldingWorkRelationInput = {
  /** arbeidsforholdId: stable for the relation's life (the work relation's id works). */
  id: string;
  employmentType: EmploymentType;
  startDate: string;
  endDate: string | null;
  endReason: WorkRelationEndReason | null;
  durationType: DurationType;
  shiftType: ShiftType;
  /** The occupation code (yrke, 7 digits); null for freelancers and pensions. */
  occupationCode: string | null;
  employmentPercentage: string;
  hoursEveryWeekWithFullEmployment: string;
  lastSalaryChange: string | null;
  employmentPercentageUpdated: string | null;
  /** Leaves (permisjon) and layoffs (leaveType permittering → v2.3 permittering) that touch the month. */
  leaves: AmeldingLeaveInput[];
};

export type AmeldingLeaveInput = {
  /** permisjonId / permitteringId, stable for the record's life. */
  id: string;
  leaveType: LeaveType;
  startDate: string;
  endDate: string | null;
  percentage: string;
  /** For a layoff: the day it was announced (varslingsdato); null → reported as the start date. */
  notifiedDate?: string | null;
  /** For a layoff: the last day the employer pays (sluttdatoLoennsplikt); null → derived (see buildAmelding). */
  payObligationEndDate?: string | null;
};

export type AmeldingIncomeLineInput = {
  /** The arbeidsforholdId the income belongs to. */
  workRelationId: string;
  fordel: BenefitKind;
  /** loennsinntekt.beskrivelse: the pay code of the line's main template. */
  payCode: PayCode;
  amount: string;
  triggersEmployerTax: boolean;
  inWithholdingBasis: boolean;
  /** The earning period, for vacation pay (last year's) and pay for part of the month. */
  earnedFrom?: string | null;
  earnedTo?: string | null;
};

export type AmeldingDeductionInput = { description: string; amount: string };

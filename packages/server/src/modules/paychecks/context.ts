import { and, eq, ne, or, sql } from 'drizzle-orm';
import {
  employerTaxRatesOn,
  isoDateParts,
  toMoney,
  type EmployerTaxPart,
  type EmployerTaxZone,
  type HalfTaxMonth,
  type PaycheckTaxCard,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { selectRows } from '../../db/records.js';
import { employees, employeeTaxCards } from '../employees/tables.js';
import { municipalityTaxZones } from '../municipalities/tables.js';
import { unitPaycheckSettings } from '../paycheck-settings/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { paychecks, type PaycheckStatus } from './tables.js';

export type EmployeeRow = typeof employees.$inferSelect;
export type WorkRelationRow = typeof workRelations.$inferSelect;
export type TaxCardRow = typeof employeeTaxCards.$inferSelect;

/** The unit's paycheck settings as paychecks need them; the defaults until the first save. */
export type PayrollSettings = {
  halfTaxMonth: HalfTaxMonth;
  startingPaycheckNumber: string;
  municipalityNumber: string | null;
};

export async function payrollSettings(tx: Tx): Promise<PayrollSettings> {
  const [row] = await tx
    .select({
      halfTaxMonth: unitPaycheckSettings.halfTaxMonth,
      startingPaycheckNumber: unitPaycheckSettings.startingPaycheckNumber,
      municipalityNumber: unitPaycheckSettings.municipalityNumber,
    })
    .from(unitPaycheckSettings)
    .limit(1);
  return row ?? { halfTaxMonth: 'NOVEMBER', startingPaycheckNumber: '1', municipalityNumber: null };
}

/**
 * The employer-tax zone of a paycheck: the sub-unit's own zone (a split municipality, chosen by its
 * address), else the only zone of the sub-unit's municipality, else of the company's; null when none is
 * known or the municipality is split and no zone was chosen (locking then asks for it).
 */
export async function employerTaxZoneOf(
  tx: Tx,
  subUnitId: string | null,
  settings: PayrollSettings,
): Promise<{ zone: EmployerTaxZone | null; municipalityNumber: string | null }> {
  const [subUnit] = subUnitId
    ? await tx
        .select({ municipalityNumber: subUnits.municipalityNumber, zone: subUnits.employerTaxZone })
        .from(subUnits)
        .where(eq(subUnits.id, subUnitId))
    : [];
  const municipalityNumber = subUnit?.municipalityNumber ?? settings.municipalityNumber;
  if (subUnit?.zone) return { zone: subUnit.zone, municipalityNumber };
  if (!municipalityNumber) return { zone: null, municipalityNumber };
  const zones = await tx
    .select({ zone: municipalityTaxZones.zone })
    .from(municipalityTaxZones)
    .where(eq(municipalityTaxZones.municipalityNumber, municipalityNumber));
  return { zone: zones.length === 1 ? (zones[0]!.zone as EmployerTaxZone) : null, municipalityNumber };
}

export async function taxCardOf(tx: Tx, employeeId: string, year: number): Promise<TaxCardRow | null> {
  const [row] = await tx
    .select()
    .from(employeeTaxCards)
    .where(and(eq(employeeTaxCards.employeeId, employeeId), eq(employeeTaxCards.calendarYear, year)));
  return row ?? null;
}

type Self = { id: string | null; paidDate: string; createdAt: Date };

/** Which of the paychecks of the same calendar year count as before this one: earlier paid, or saved earlier the same day. */
const before = (self: Self) =>
  and(
    ne(paychecks.status, 'DRAFT'),
    sql`extract(year from ${paychecks.paidDate}) = ${isoDateParts(self.paidDate).year}`,
    self.id ? ne(paychecks.id, self.id) : undefined,
    or(
      sql`${paychecks.paidDate} < ${self.paidDate}`,
      and(eq(paychecks.paidDate, self.paidDate), sql`${paychecks.createdAt} <= ${self.createdAt.toISOString()}`),
    ),
  );

/**
 * A paycheck computed earlier in the same call and not yet written (run the month writes all its
 * paychecks at the end): it counts toward the sums below as its row will once written.
 */
export type PendingPaycheck = {
  id: string | null;
  employeeId: string;
  status: PaycheckStatus;
  paidDate: string;
  createdAt: Date;
  withholdingBasis: string;
  extraWithholdingBasis: string;
  employerTaxParts: readonly EmployerTaxPart[];
};

/** `before` for a paycheck not yet written: the same conditions, on the values its row will hold. */
const countsBefore = (other: PendingPaycheck, self: Self) =>
  other.status !== 'DRAFT' &&
  isoDateParts(other.paidDate).year === isoDateParts(self.paidDate).year &&
  (self.id === null || other.id !== self.id) &&
  (other.paidDate < self.paidDate ||
    (other.paidDate === self.paidDate && other.createdAt.getTime() <= self.createdAt.getTime()));

/** A sum the database answered plus amounts of pending paychecks: the database's text when there are none. */
const plus = (stored: string, amounts: string[]): string =>
  amounts.length === 0
    ? stored
    : amounts.reduce((sum, amount) => sum.plus(toMoney(amount)), toMoney(stored)).toFixed(2);

/** What the employee was paid earlier in the year that counts toward a frikort's limit (the withholding bases). */
async function paidThisYear(
  tx: Tx,
  employeeId: string,
  self: Self,
  pending: readonly PendingPaycheck[],
): Promise<string> {
  const [row] = await tx
    .select({
      paid: sql<string>`coalesce(sum(${paychecks.withholdingBasis} + ${paychecks.extraWithholdingBasis}), 0)::text`,
    })
    .from(paychecks)
    .where(and(eq(paychecks.employeeId, employeeId), before(self)));
  const earlier = pending.filter((other) => other.employeeId === employeeId && countsBefore(other, self));
  return plus(
    row!.paid,
    earlier.flatMap((other) => [other.withholdingBasis, other.extraWithholdingBasis]),
  );
}

/** How a stored card withholds: a card without its table or percentage withholds as none (50 %). */
export function cardMethodOf(card: TaxCardRow | null): PaycheckTaxCard['method'] {
  if (!card) return 'NO_TAX_CARD';
  if (card.taxExemption || card.taxDeductionMethod === 'TAX_EXEMPTION') return 'TAX_EXEMPTION';
  if (card.taxDeductionMethod === 'MAIN_EMPLOYER_TABLE') return card.taxTable ? card.taxDeductionMethod : 'NO_TAX_CARD';
  return card.taxPercentage === null ? 'NO_TAX_CARD' : card.taxDeductionMethod;
}

/** The tax card the withholding uses: the employee's card of the pay date's year, or none (50 %). */
export async function paycheckTaxCard(
  tx: Tx,
  card: TaxCardRow | null,
  employeeId: string,
  self: Self,
  pending: readonly PendingPaycheck[] = [],
): Promise<PaycheckTaxCard> {
  if (!card) return { method: 'NO_TAX_CARD' };
  if (card.taxExemption || card.taxDeductionMethod === 'TAX_EXEMPTION')
    return {
      method: 'TAX_EXEMPTION',
      limit: card.taxExemptionAmountLimit,
      paidThisYear: await paidThisYear(tx, employeeId, self, pending),
    };
  if (card.taxDeductionMethod === 'MAIN_EMPLOYER_TABLE')
    return card.taxTable
      ? { method: 'MAIN_EMPLOYER_TABLE', table: card.taxTable, percentage: card.taxPercentage }
      : { method: 'NO_TAX_CARD' };
  return card.taxPercentage === null
    ? { method: 'NO_TAX_CARD' }
    : { method: card.taxDeductionMethod, percentage: card.taxPercentage };
}

/**
 * The company's zone 1a basis already taxed at the reduced rate earlier in the year: the 1a parts of its
 * other paychecks at the year's 1a percent (employerTax tracks the allowance by it).
 */
export async function zone1aBasisUsed(tx: Tx, self: Self, pending: readonly PendingPaycheck[] = []): Promise<string> {
  const rates = employerTaxRatesOn(self.paidDate);
  if (!rates) return '0';
  const [row] = await selectRows<{ used: string }>(
    tx,
    sql`select coalesce(sum((part->>'basis')::numeric), 0)::text as used
        from ${paychecks}, jsonb_array_elements(${paychecks.employerTaxParts}) as part
        where part->>'zone' = '1a' and part->>'percent' = ${rates.percent['1a']} and ${before(self)}`,
  );
  const percent = rates.percent['1a'];
  return plus(
    row!.used,
    pending
      .filter((other) => countsBefore(other, self))
      .flatMap((other) => other.employerTaxParts)
      .filter((part) => part.zone === '1a' && part.percent === percent)
      .map((part) => part.basis),
  );
}

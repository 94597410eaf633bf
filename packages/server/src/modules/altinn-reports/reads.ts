import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  amountText,
  osloDate,
  sumMoney,
  withheldTaxDueDate,
  type AmeldingKind,
  type AmeldingStatus,
  type Locale,
} from '@fjord/domain';
import type { Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { findOwn } from '../../db/records.js';
import { invalid } from '../../errors/app-error.js';
import type { Page, PageWindow } from '../../graphql/paging.js';
import { paycheckPeriods } from '../paycheck-periods/tables.js';
import { paychecks } from '../paychecks/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { employerTaxDue, readFeedback } from './core.js';
import { reportedPaychecksOf } from './gather.js';
import { employerTaxByZone, withholdingByPayDate, type PayDateSum, type ZoneSum } from './message-sums.js';
import {
  daysLeft,
  deadlineOf,
  monthBounds,
  monthName,
  monthState,
  periodOf,
  type AmeldingMonthState,
} from './months.js';
import { AMELDING_MODEL } from './refusals.js';
import type { AmeldingRow } from './rules.js';
import { draftMonth } from './service.js';
import { ameldingReportPaychecks, ameldingReports } from './tables.js';
import { problemText } from './texts.js';

/** The a-melding's reads: the list, one message, the months of a year, the preview, the tax preview, the deadline. */

export type AmeldingFilters = { year?: number | null; status?: AmeldingStatus | null; archived?: boolean | null };

export type AmeldingRef = { id: string; meldingsId: string; status: AmeldingStatus; kind: AmeldingKind };

export type AmeldingMonth = {
  year: number;
  month: number;
  period: string;
  name: string;
  deadline: string;
  state: AmeldingMonthState;
  lockedPaychecks: number;
  unreportedPaychecks: number;
  latest: AmeldingRef | null;
};

export type AmeldingPreview = {
  year: number;
  month: number;
  period: string;
  deadline: string;
  kind: AmeldingKind;
  replaces: AmeldingRef | null;
  employeeCount: number;
  paycheckCount: number;
  grossPay: string;
  withholding: string;
  employerTaxBasis: string;
  employerTax: string;
  garnishment: string;
  withholdingByPayDate: PayDateSum[];
  employerTaxByZone: ZoneSum[];
  problems: string[];
  isZeroReport: boolean;
};

export type TaxPreview = {
  year: number;
  month: number;
  period: string;
  employerTaxByZone: ZoneSum[];
  employerTax: string;
  employerTaxDueDate: string;
  withholdingByPayDate: (PayDateSum & { paycheckCount: number })[];
  withholding: string;
  accountNumber: string | null;
  withholdingKid: string | null;
  employerTaxKid: string | null;
  fromFeedback: boolean;
};

export type AmeldingDeadline = {
  year: number;
  month: number;
  period: string;
  name: string;
  deadline: string;
  state: AmeldingMonthState;
  daysLeft: number;
  latest: AmeldingRef | null;
};

export const refOf = (row: AmeldingRow): AmeldingRef => ({
  id: row.id,
  meldingsId: row.meldingsId,
  status: row.status,
  kind: row.kind,
});

function checkMonth(year: number, month: number) {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw invalid(AMELDING_MODEL, 'month', 'invalid');
  if (!Number.isInteger(year) || year < 2015 || year > 2099) throw invalid(AMELDING_MODEL, 'year', 'invalid');
}

/** Sub-unit names by organisation number, for the zone sums of a message. */
export async function subUnitNames(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ name: subUnits.name, number: subUnits.organizationNumber }).from(subUnits);
  return new Map(rows.map((row) => [row.number, row.name]));
}

/** The months of a year, in 1–4 statements whatever the number of paychecks. */
async function yearMonths(tx: Tx, year: number, today: string, locale: Locale): Promise<AmeldingMonth[]> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const monthOf = sql<number>`extract(month from ${paychecks.paidDate})::int`;
  const [counts, moved, messages, relations] = await Promise.all([
    tx
      .select({
        month: monthOf,
        locked: sql<number>`count(*)::int`,
        unreported: sql<number>`(count(*) filter (where ${paychecks.reportingStatus} <> 'REPORTED'))::int`,
      })
      .from(paychecks)
      .where(
        and(
          eq(paychecks.status, 'LOCKED'),
          eq(paychecks.shouldSendToAltinn, true),
          gte(paychecks.paidDate, first),
          lte(paychecks.paidDate, last),
        ),
      )
      .groupBy(monthOf),
    // Paychecks a received message carried that must be reported again (a paid date moved out of its month).
    tx
      .select({ month: ameldingReports.month, count: sql<number>`count(*)::int` })
      .from(ameldingReportPaychecks)
      .innerJoin(ameldingReports, eq(ameldingReports.id, ameldingReportPaychecks.reportId))
      .innerJoin(paychecks, eq(paychecks.id, ameldingReportPaychecks.paycheckId))
      .where(
        and(
          eq(ameldingReports.year, year),
          eq(ameldingReports.status, 'SUCCESSFUL'),
          eq(paychecks.reportingStatus, 'SHOULD_REPORT'),
          sql`to_char(${paychecks.paidDate}, 'YYYY-MM') <> ${ameldingReports.year}::text || '-' || lpad(${ameldingReports.month}::text, 2, '0')`,
        ),
      )
      .groupBy(ameldingReports.month),
    tx
      .select()
      .from(ameldingReports)
      .where(eq(ameldingReports.year, year))
      .orderBy(asc(ameldingReports.createdAt), asc(ameldingReports.id)),
    tx
      .select({ startDate: workRelations.startDate, endDate: workRelations.endDate })
      .from(workRelations)
      .where(
        and(lte(workRelations.startDate, last), or(isNull(workRelations.endDate), gte(workRelations.endDate, first))),
      ),
  ]);
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const bounds = monthBounds(year, month);
    const own = counts.find((row) => row.month === month);
    const ownMessages = messages.filter((row) => row.month === month);
    const latest = ownMessages.filter((row) => row.archivedAt === null).at(-1) ?? null;
    const unreported = (own?.unreported ?? 0) + (moved.find((row) => row.month === month)?.count ?? 0);
    return {
      year,
      month,
      period: periodOf(year, month),
      name: monthName(year, month, locale),
      deadline: deadlineOf(year, month),
      state: monthState({
        year,
        month,
        today,
        lockedPaychecks: own?.locked ?? 0,
        unreportedPaychecks: unreported,
        hasEmployees: relations.some(
          (relation) =>
            relation.startDate <= bounds.last && (relation.endDate === null || relation.endDate >= bounds.first),
        ),
        messages: ownMessages.map((row) => ({ kind: row.kind, status: row.status, archived: row.archivedAt !== null })),
      }),
      lockedPaychecks: own?.locked ?? 0,
      unreportedPaychecks: unreported,
      latest: latest ? refOf(latest) : null,
    };
  });
}

/** The month's latest received message that counts (not a cancellation), with its feedback. */
async function countingMessage(tx: Tx, year: number, month: number): Promise<AmeldingRow | null> {
  const [row] = await tx
    .select()
    .from(ameldingReports)
    .where(
      and(
        eq(ameldingReports.year, year),
        eq(ameldingReports.month, month),
        eq(ameldingReports.status, 'SUCCESSFUL'),
        ne(ameldingReports.kind, 'CANCELLATION'),
        isNotNull(ameldingReports.feedback),
      ),
    )
    .orderBy(desc(ameldingReports.createdAt))
    .limit(1);
  return row ?? null;
}

export const ameldingReads = {
  /** Newest first; archived ones only when asked for (archived: true). */
  async list(tx: Tx, filters: AmeldingFilters, window: PageWindow): Promise<Page<AmeldingRow>> {
    const where = and(
      filters.year == null ? undefined : eq(ameldingReports.year, filters.year),
      filters.status == null ? undefined : eq(ameldingReports.status, filters.status),
      filters.archived ? isNotNull(ameldingReports.archivedAt) : isNull(ameldingReports.archivedAt),
    );
    const [items, [total]] = await Promise.all([
      tx
        .select()
        .from(ameldingReports)
        .where(where)
        .orderBy(desc(ameldingReports.createdAt), desc(ameldingReports.id))
        .limit(window.limit)
        .offset(window.offset),
      tx.select({ count: count() }).from(ameldingReports).where(where),
    ]);
    return { items, totalCount: total?.count ?? 0 };
  },

  find: (tx: Tx, id: string): Promise<AmeldingRow> => findOwn(tx, ameldingReports, id, AMELDING_MODEL),

  async months(tx: Tx, year: number, now: Date, locale: Locale): Promise<AmeldingMonth[]> {
    if (!Number.isInteger(year) || year < 2015 || year > 2099) throw invalid(AMELDING_MODEL, 'year', 'invalid');
    return yearMonths(tx, year, osloDate(now), locale);
  },

  /** What send would send now (a message built but not saved), with what stops it in the user's language. */
  async preview(
    tx: Tx,
    actor: Actor,
    request: { year: number; month: number; replacesId: string | null },
    locale: Locale,
  ): Promise<AmeldingPreview> {
    const { year, month } = request;
    checkMonth(year, month);
    const replaces = request.replacesId ? await findOwn(tx, ameldingReports, request.replacesId, AMELDING_MODEL) : null;
    if (replaces && (replaces.year !== year || replaces.month !== month))
      throw invalid(AMELDING_MODEL, 'replacesId', 'invalid');
    const { draft, problems, sums } = await draftMonth(tx, actor, { year, month, replaces });
    const names = draft ? await subUnitNames(tx) : new Map<string, string>();
    return {
      year,
      month,
      period: periodOf(year, month),
      deadline: deadlineOf(year, month),
      kind: replaces ? 'REPLACEMENT' : 'ORDINARY',
      replaces: replaces ? refOf(replaces) : null,
      ...sums,
      withholdingByPayDate: draft ? withholdingByPayDate(draft.message) : [],
      employerTaxByZone: draft ? employerTaxByZone(draft.message, names) : [],
      problems: problems.map((problem) => problemText(problem, locale)),
      isZeroReport: sums.paycheckCount === 0,
    };
  },

  /**
   * The month's taxes from its locked paychecks: employer tax by sub-unit and zone (this month's own; it is paid
   * with the two-month term's on employerTaxDueDate) and withholding by pay date (each due the working day after
   * its pay date, 2026). Account and KIDs come from the month's received feedback, when there is one.
   */
  async taxPreview(tx: Tx, year: number, month: number): Promise<TaxPreview> {
    checkMonth(year, month);
    const [rows, names, counting] = await Promise.all([
      tx
        .select({
          paidDate: paychecks.paidDate,
          taxDeduction: paychecks.taxDeduction,
          parts: paychecks.employerTaxParts,
          subUnitId: paychecks.subUnitId,
        })
        .from(paychecks)
        .where(reportedPaychecksOf(year, month)),
      tx.select().from(subUnits).orderBy(asc(subUnits.name)),
      countingMessage(tx, year, month),
    ]);
    const onlySubUnit = names.length === 1 ? names[0]! : null;
    const zones = new Map<string, ZoneSum & { bases: string[]; taxes: string[] }>();
    for (const row of rows)
      for (const part of row.parts) {
        const subUnit = names.find((unit) => unit.id === row.subUnitId) ?? onlySubUnit;
        const key = `${subUnit?.id ?? ''} ${part.zone} ${part.percent}`;
        const sum = zones.get(key) ?? {
          subUnitName: subUnit?.name ?? '',
          organizationNumber: subUnit?.organizationNumber ?? '',
          zone: part.zone,
          rate: part.percent,
          basis: '0.00',
          tax: '0.00',
          bases: [],
          taxes: [],
        };
        sum.bases.push(part.basis);
        sum.taxes.push(part.tax);
        zones.set(key, sum);
      }
    const employerTaxByZone = [...zones.values()].map(({ bases, taxes, ...sum }) => ({
      ...sum,
      basis: amountText(sumMoney(bases)),
      tax: amountText(sumMoney(taxes)),
    }));
    const payDates = [...new Set(rows.map((row) => row.paidDate))].sort();
    const withholding = payDates.map((payDate) => {
      const own = rows.filter((row) => row.paidDate === payDate);
      return {
        payDate,
        amount: amountText(sumMoney(own.map((row) => row.taxDeduction))),
        dueDate: withheldTaxDueDate(payDate),
        paycheckCount: own.length,
      };
    });
    const payment = counting?.feedback ? (readFeedback(counting.feedback, counting.meldingsId)?.payment ?? null) : null;
    return {
      year,
      month,
      period: periodOf(year, month),
      employerTaxByZone,
      employerTax: amountText(sumMoney(employerTaxByZone.map((zone) => zone.tax))),
      employerTaxDueDate: employerTaxDue(year, month),
      withholdingByPayDate: withholding,
      withholding: amountText(sumMoney(withholding.map((entry) => entry.amount))),
      accountNumber: payment?.accountNumber ?? null,
      withholdingKid: payment?.withholdingKid ?? null,
      employerTaxKid: payment?.employerTaxKid ?? null,
      fromFeedback: payment !== null,
    };
  },

  /**
   * The deadline to show on the dashboard: the earliest month whose deadline has passed and that still needs a
   * message (overdue, rejected, to report again), else the earliest month not reported whose deadline is today or
   * later. Months from the unit's first paycheck period to the current month; null without periods.
   */
  async nextDeadline(tx: Tx, now: Date, locale: Locale): Promise<AmeldingDeadline | null> {
    const [first] = await tx
      .select({ year: paycheckPeriods.year, month: paycheckPeriods.month })
      .from(paycheckPeriods)
      .orderBy(asc(paycheckPeriods.year), asc(paycheckPeriods.month))
      .limit(1);
    if (!first) return null;
    const today = osloDate(now);
    const [currentYear, currentMonth] = today.split('-').map(Number) as [number, number];
    const end = Math.max(currentYear * 12 + currentMonth, first.year * 12 + first.month);
    const months: AmeldingMonth[] = [];
    for (let year = first.year; year * 12 + 1 <= end; year++)
      months.push(
        ...(await yearMonths(tx, year, today, locale)).filter(
          (row) => row.year * 12 + row.month >= first.year * 12 + first.month && row.year * 12 + row.month <= end,
        ),
      );
    const needsMessage = (state: AmeldingMonthState) => !['REPORTED', 'NOTHING_TO_REPORT'].includes(state);
    const chosen =
      months.find((row) => needsMessage(row.state) && row.state !== 'WAITING' && row.deadline < today) ??
      months.find((row) => needsMessage(row.state) && row.deadline >= today) ??
      null;
    if (!chosen) return null;
    return {
      year: chosen.year,
      month: chosen.month,
      period: chosen.period,
      name: chosen.name,
      deadline: chosen.deadline,
      state: chosen.state,
      daysLeft: daysLeft(chosen.deadline, today),
      latest: chosen.latest,
    };
  },
};

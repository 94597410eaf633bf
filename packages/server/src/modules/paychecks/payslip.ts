import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { isoDateParts, NORWAY, type Locale } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { findOwn } from '../../db/records.js';
import { units } from '../../db/schema-core.js';
import { invalid } from '../../errors/app-error.js';
import type { PayslipView } from '../../pdf/render.js';
import { employees } from '../employees/tables.js';
import { paycheckPeriods } from '../paycheck-periods/tables.js';
import { paycheckLines, paycheckPrepayments, paychecks } from './tables.js';

const MODEL = 'paycheck';

/** The employee's language: Norwegian for an employee living in Norway, English for one abroad. */
export const localeOf = (countryCode: string | null | undefined): Locale =>
  (countryCode ?? NORWAY) === NORWAY ? 'nb' : 'en';

const TAX_BASIS: Record<Locale, Record<string, (table: string | null, percent: string | null) => string>> = {
  nb: {
    MAIN_EMPLOYER_TABLE: (table, percent) => `Tabell ${table ?? ''}${percent ? `, ${percent} % på tillegg` : ''}`,
    MAIN_EMPLOYER_PERCENTAGE: (_table, percent) => `Prosenttrekk ${percent ?? ''} %`,
    SECONDARY_EMPLOYER_PERCENTAGE: (_table, percent) => `Prosenttrekk bierverv ${percent ?? ''} %`,
    TAX_EXEMPTION: () => 'Frikort',
    NONE: () => 'Uten skattekort: 50 %',
  },
  en: {
    MAIN_EMPLOYER_TABLE: (table, percent) => `Table ${table ?? ''}${percent ? `, ${percent} % on extras` : ''}`,
    MAIN_EMPLOYER_PERCENTAGE: (_table, percent) => `Percentage ${percent ?? ''} %`,
    SECONDARY_EMPLOYER_PERCENTAGE: (_table, percent) => `Percentage, secondary employer ${percent ?? ''} %`,
    TAX_EXEMPTION: () => 'Tax exemption card',
    NONE: () => 'No tax card: 50 %',
  },
};

const plainPercent = (value: string | null) => (value === null ? null : value.replace(/\.?0+$/, ''));

/** The employee and unit of a paycheck and its language; the employee's birth date gives the PDF password. */
export async function payslipParties(tx: Tx, paycheck: typeof paychecks.$inferSelect) {
  const [employee] = await tx.select().from(employees).where(eq(employees.id, paycheck.employeeId));
  const [unit] = await tx.select().from(units).where(eq(units.id, paycheck.unitId));
  return { employee: employee!, unit: unit!, locale: localeOf(employee!.countryCode) };
}

/**
 * A paycheck as its payslip shows it (pdf/payslip.ts): the employee as copied at lock (live while open),
 * the lines (benefits in kind shown, not paid), garnishments and extra tax lines as deductions, and the
 * year to date of the employee's locked paychecks up to this one's paid date.
 */
export async function payslipView(
  tx: Tx,
  paycheckId: string,
): Promise<{ view: PayslipView; birthDate: string; email: string | null }> {
  const paycheck = await findOwn(tx, paychecks, paycheckId, MODEL);
  if (paycheck.status === 'DRAFT') throw invalid(MODEL, 'base', 'not_open');
  const { employee, unit, locale } = await payslipParties(tx, paycheck);
  const [period] = await tx.select().from(paycheckPeriods).where(eq(paycheckPeriods.id, paycheck.periodId));
  const lines = await tx
    .select()
    .from(paycheckLines)
    .where(eq(paycheckLines.paycheckId, paycheck.id))
    .orderBy(paycheckLines.position);
  const prepayments = await tx
    .select()
    .from(paycheckPrepayments)
    .where(eq(paycheckPrepayments.paycheckId, paycheck.id));
  const [yearToDate] = await tx
    .select({
      grossPay: sql<string>`coalesce(sum(${paychecks.grossPay}), 0)::numeric(20,2)::text`,
      taxDeduction: sql<string>`coalesce(sum(${paychecks.taxDeduction}), 0)::numeric(20,2)::text`,
      vacationPayBasis: sql<string>`coalesce(sum(${paychecks.vacationPayBasis}), 0)::numeric(20,2)::text`,
    })
    .from(paychecks)
    .where(
      and(
        eq(paychecks.employeeId, paycheck.employeeId),
        ne(paychecks.status, 'DRAFT'),
        sql`extract(year from ${paychecks.paidDate}) = ${isoDateParts(paycheck.paidDate).year}`,
        lte(paychecks.paidDate, paycheck.paidDate),
        sql`(${paychecks.status} = 'LOCKED' or ${paychecks.id} = ${paycheck.id})`,
      ),
    );
  const locked = paycheck.status === 'LOCKED';
  const basis = TAX_BASIS[locale][paycheck.taxDeductionMethod ?? 'NONE'] ?? TAX_BASIS[locale].NONE!;
  const view: PayslipView = {
    language: locale,
    company: {
      name: unit.name,
      organizationNumber: unit.organizationNumber,
      address: unit.address,
      zip: unit.zip,
      city: unit.city,
    },
    employee: {
      name: locked ? paycheck.employeeName! : `${employee.firstName} ${employee.lastName}`,
      address: locked ? paycheck.employeeAddress : employee.address,
      zip: locked ? paycheck.employeeZip : employee.zip,
      city: locked ? paycheck.employeeCity : employee.city,
      socialSecurityNumber: locked
        ? (paycheck.employeeSocialSecurityNumber ?? paycheck.employeeTemporarySocialSecurityNumber)
        : (employee.socialSecurityNumber ?? employee.temporarySocialSecurityNumber),
      bankAccount: locked ? (paycheck.employeeBban ?? paycheck.employeeIban) : (employee.bban ?? employee.iban),
    },
    number: paycheck.number ?? '',
    periodName: period!.name,
    startDate: paycheck.startDate,
    endDate: paycheck.endDate,
    paidDate: paycheck.paidDate,
    lines: lines
      .filter((line) => !line.taxDeduction && !line.garnishment)
      .map((line) => ({
        description: line.description,
        quantity: line.quantity,
        rate: line.rate,
        sum: line.sum,
        paidOut: line.calculationType === 'CASHEDOUT',
      })),
    grossPay: paycheck.grossPay,
    taxDeduction: paycheck.taxDeduction,
    taxBasisText: basis(paycheck.taxTable, plainPercent(paycheck.taxPercentage)),
    halfTax: paycheck.halfTax,
    deductions: lines
      .filter((line) => line.garnishment)
      .map((line) => ({ description: line.description, sum: line.sum })),
    prepayments: prepayments.map(({ paymentDate, amount }) => ({ paymentDate, amount })),
    netPay: paycheck.netPay,
    yearToDate: yearToDate!,
    vacationPayBasis: paycheck.vacationPayBasis,
    vacationPay: paycheck.vacationPay,
    comment: paycheck.comment,
  };
  return { view, birthDate: employee.birthDate, email: employee.email };
}

/** "Lønnsslipp-12.pdf" / "Payslip-12.pdf". */
export const payslipFileName = (view: PayslipView) =>
  `${view.language === 'nb' ? 'Lønnsslipp' : 'Payslip'}-${view.number || 'utkast'}.pdf`;

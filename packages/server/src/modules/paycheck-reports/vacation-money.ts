import { sql } from 'drizzle-orm';
import {
  amountText,
  sumMoney,
  vacationMoneyFigures,
  type EmployerTaxZone,
  type VacationMoneyFigures,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { selectRows } from '../../db/records.js';
import { employees } from '../employees/tables.js';
import { paycheckLines, paychecks } from '../paychecks/tables.js';

export type VacationMoneyRow = VacationMoneyFigures & {
  employeeId: string;
  employeeName: string;
  birthDate: string;
  employerTaxZone: string | null;
};
export type VacationMoneyTotals = Pick<
  VacationMoneyFigures,
  'basis' | 'ordinary' | 'senior' | 'accrued' | 'paid' | 'remaining' | 'employerTax'
>;
export type VacationMoneyReport = {
  /** The earning year; the vacation pay is paid in the year after. */
  year: number;
  payoutYear: number;
  rows: VacationMoneyRow[];
  totals: VacationMoneyTotals;
};

type Row = {
  employee_id: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  percentage: string;
  basis: string;
  paid: string;
  zone: EmployerTaxZone | null;
};

/**
 * The vacation-money report (feriepengeliste, spec 000 §2 vacation-money-report) of an earning year:
 * every employee with locked paychecks in it, or with vacation pay paid in the year after, with the
 * year's basis, the percentage, the accrual (vacationMoneyFigures: the senior extra from the year the
 * employee turns 59), what has been paid (pay code feriepenger, paid in the year after so far: what the
 * vacation payout subtracts), what remains, and the employer tax on the accrual at the zone the employee
 * was last paid in. The accrual is the vacation payout's own (vacation-payout.ts): the same basis, the
 * employee's current percentage, G at 31 December.
 */
export async function vacationMoneyReport(tx: Tx, unitId: string, year: number): Promise<VacationMoneyReport> {
  const inYear = (y: number) =>
    sql`${paychecks.unitId} = ${unitId} and ${paychecks.status} = 'LOCKED'
        and ${paychecks.paidDate} between ${`${y}-01-01`} and ${`${y}-12-31`}`;
  const rows = await selectRows<Row>(
    tx,
    sql`with earned as (
          select ${paychecks.employeeId} as employee_id, sum(${paychecks.vacationPayBasis}) as basis
          from ${paychecks} where ${inYear(year)} group by ${paychecks.employeeId}
        ), last_zone as (
          select distinct on (${paychecks.employeeId}) ${paychecks.employeeId} as employee_id,
                 ${paychecks.employerTaxZone} as zone
          from ${paychecks} where ${inYear(year)}
          order by ${paychecks.employeeId}, ${paychecks.paidDate} desc, ${paychecks.sequence} desc
        ), paid_out as (
          select ${paychecks.employeeId} as employee_id, sum(${paycheckLines.sum}) as paid
          from ${paycheckLines} join ${paychecks} on ${paychecks.id} = ${paycheckLines.paycheckId}
          where ${inYear(year + 1)} and ${paycheckLines.payCode} = 'feriepenger'
          group by ${paychecks.employeeId}
        )
        select ${employees.id} as employee_id, ${employees.firstName} as first_name,
               ${employees.lastName} as last_name, ${employees.birthDate}::text as birth_date,
               ${employees.vacationMoneyPercentage}::text as percentage,
               coalesce(earned.basis, 0)::text as basis, coalesce(paid_out.paid, 0)::text as paid,
               last_zone.zone as zone
        from ${employees}
        left join earned on earned.employee_id = ${employees.id}
        left join paid_out on paid_out.employee_id = ${employees.id}
        left join last_zone on last_zone.employee_id = ${employees.id}
        where ${employees.unitId} = ${unitId}
          and (earned.employee_id is not null or paid_out.employee_id is not null)
        order by lower(${employees.lastName}), lower(${employees.firstName}), ${employees.id}`,
  );
  const report = rows.map((row) => ({
    employeeId: row.employee_id,
    employeeName: `${row.first_name} ${row.last_name}`,
    birthDate: row.birth_date,
    employerTaxZone: row.zone,
    ...vacationMoneyFigures({
      earningYear: year,
      birthDate: row.birth_date,
      percentage: row.percentage,
      basis: row.basis,
      paid: row.paid,
      employerTaxZone: row.zone,
    }),
  }));
  const total = (pick: (row: VacationMoneyFigures) => string) => amountText(sumMoney(report.map(pick)));
  return {
    year,
    payoutYear: year + 1,
    rows: report,
    totals: {
      basis: total((row) => row.basis),
      ordinary: total((row) => row.ordinary),
      senior: total((row) => row.senior),
      accrued: total((row) => row.accrued),
      paid: total((row) => row.paid),
      remaining: total((row) => row.remaining),
      employerTax: total((row) => row.employerTax),
    },
  };
}

import { and, asc, eq, gt } from 'drizzle-orm';
import { creditTransferFile, creditTransferFileName } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { units } from '../../db/schema-core.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { unitInvoiceSettings } from '../unit-settings/tables.js';
import { paycheckPeriods } from '../paycheck-periods/tables.js';
import { paychecks } from './tables.js';

const MODEL = 'paycheckPaymentFile';

/**
 * The bank payment file of a pay date: the net pay of the unit's locked paychecks paid that day, as an
 * ISO 20022 pain.001 credit transfer marked as salary, from the company's account (the invoice
 * settings' BBAN/IBAN). Refused whole when there is nothing to pay, the company has no account, or an
 * employee has none (named by paycheck number), so a file never leaves anyone out silently.
 */
export async function paymentFile(
  tx: Tx,
  unitId: string,
  paidDate: string,
  now: Date,
): Promise<{ fileName: string; xml: string }> {
  const rows = await tx
    .select({ paycheck: paychecks, periodName: paycheckPeriods.name })
    .from(paychecks)
    .innerJoin(paycheckPeriods, eq(paycheckPeriods.id, paychecks.periodId))
    .where(and(eq(paychecks.status, 'LOCKED'), eq(paychecks.paidDate, paidDate), gt(paychecks.netPay, '0')))
    .orderBy(asc(paychecks.sequence));
  const [unit] = await tx.select().from(units).where(eq(units.id, unitId));
  const [settings] = await tx.select().from(unitInvoiceSettings).limit(1);
  const problems: { attribute: string; type: string; params?: Record<string, string> }[] = [];
  if (rows.length === 0) problems.push({ attribute: 'paidDate', type: 'no_paychecks' });
  if (!settings?.bban && !settings?.iban) problems.push({ attribute: 'base', type: 'missing_bban' });
  if (!unit?.organizationNumber) problems.push({ attribute: 'base', type: 'missing_organization_number' });
  const withoutAccount = rows.filter(({ paycheck }) => !paycheck.employeeBban && !paycheck.employeeIban);
  if (withoutAccount.length > 0)
    problems.push({
      attribute: 'paychecks',
      type: 'missing_employee_account',
      params: { numbers: withoutAccount.map(({ paycheck }) => paycheck.number ?? '').join(', ') },
    });
  refuseInvalid(MODEL, problems);
  const xml = creditTransferFile({
    messageId: `LONN-${paidDate.replaceAll('-', '')}-${now.getTime().toString(36).toUpperCase()}`,
    creationDateTime: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    requestedExecutionDate: paidDate,
    debtor: {
      name: unit!.name,
      organizationNumber: unit!.organizationNumber!,
      bban: settings!.bban,
      iban: settings!.iban,
      bic: settings!.swift,
    },
    payments: rows.map(({ paycheck, periodName }) => ({
      endToEndId: `LONN-${paycheck.number}`,
      creditorName: paycheck.employeeName!,
      bban: paycheck.employeeBban,
      iban: paycheck.employeeBban ? null : paycheck.employeeIban,
      bic: paycheck.employeeBban ? null : paycheck.employeeSwift,
      amount: paycheck.netPay,
      remittanceText: `Lønn ${periodName} nr ${paycheck.number}`,
    })),
  });
  return { fileName: creditTransferFileName(paidDate), xml };
}

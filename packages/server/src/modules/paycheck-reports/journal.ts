import { payrollJournal, type JournalLanguage, type JournalLine } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { lockedPaychecksOfYear } from './reads.js';

/**
 * The bookkeeping side of payroll: the journal of the year's locked paychecks (payrollJournal of the
 * domain), each line of a paycheck booked on its main template's account as the template has it now —
 * like the invoicing journal, the export books on the accounts of the day it runs.
 */
export async function payrollJournalOfYear(
  tx: Tx,
  unitId: string,
  year: number,
  language: JournalLanguage,
): Promise<JournalLine[]> {
  return payrollJournal(await lockedPaychecksOfYear(tx, unitId, year, { withLines: true }), language);
}

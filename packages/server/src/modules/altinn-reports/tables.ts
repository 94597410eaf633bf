import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AmeldingKind, AmeldingStatus } from '@fjord/domain';
import { amountColumn, tenantColumns, tenantKey, tenantReference, userRefColumn } from '../../db/columns.js';
import { paychecks } from '../paychecks/tables.js';

/**
 * An a-melding Fjord built for a unit and a month of payment (spec 000 §4 "A-melding"), on the 2026 route:
 * the JSON message (v2.3) as sent, what the service answered, and the feedback as fetched. The sums are the
 * message's own, kept for the list and the reports; `feedback` is the fetched document as the service gave it.
 */
export const ameldingReports = pgTable(
  'amelding_reports',
  {
    ...tenantColumns(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    kind: text('kind').$type<AmeldingKind>().notNull(),
    status: text('status').$type<AmeldingStatus>().notNull(),
    /** leveranse.meldingsId: new for every message, never re-used. */
    meldingsId: text('meldings_id').notNull(),
    /** The message this one replaces (or cancels): leveranse.erstatterMeldingsId is its meldingsId. */
    replacesId: uuid('replaces_id'),
    /** The idempotency key of the POST: kept, so a resend of a call that got no answer is not taken twice. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    employeeCount: integer('employee_count').notNull(),
    paycheckCount: integer('paycheck_count').notNull(),
    grossPay: amountColumn('gross_pay').notNull(),
    withholding: amountColumn('withholding').notNull(),
    employerTaxBasis: amountColumn('employer_tax_basis').notNull(),
    employerTax: amountColumn('employer_tax').notNull(),
    garnishment: amountColumn('garnishment').notNull(),
    /** The service's receipt: Dialogporten's dialog, the submission's transmission (forsendelse). */
    dialogId: text('dialog_id'),
    transmissionId: text('transmission_id'),
    /** The feedback's transmission and document in the dialog, once Dialogporten shows them. */
    feedbackTransmissionId: text('feedback_transmission_id'),
    feedbackDocumentId: text('feedback_document_id'),
    feedback: jsonb('feedback').$type<Record<string, unknown>>(),
    /** What went wrong in words (the service's kode and melding), for FAILED_SENDING and SOMETHING_WRONG. */
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentById: userRefColumn('sent_by_id'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    feedbackFetchedAt: timestamp('feedback_fetched_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedById: userRefColumn('archived_by_id'),
  },
  (t) => [
    tenantKey(t),
    foreignKey({
      name: 'amelding_reports_replaces_id_fk',
      columns: [t.unitId, t.replacesId],
      foreignColumns: [t.unitId, t.id],
    }),
    uniqueIndex('amelding_reports_unit_meldings_id_key').on(t.unitId, t.meldingsId),
    index('amelding_reports_unit_month_idx').on(t.unitId, t.year, t.month),
    index('amelding_reports_status_idx').on(t.status),
  ],
);

/** The paychecks a message reported: a paycheck is REPORTED once a message with it is received. */
export const ameldingReportPaychecks = pgTable(
  'amelding_report_paychecks',
  {
    unitId: uuid('unit_id').notNull(),
    reportId: uuid('report_id').notNull(),
    paycheckId: uuid('paycheck_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.paycheckId] }),
    tenantReference(t, t.reportId, ameldingReports, 'cascade'),
    tenantReference(t, t.paycheckId, paychecks, 'cascade'),
    index('amelding_report_paychecks_paycheck_idx').on(t.paycheckId),
  ],
);

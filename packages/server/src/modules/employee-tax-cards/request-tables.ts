import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaxCardRequestStatus } from '@fjord/domain';
import { tenantColumns, tenantKey, tenantReference, userRefColumn } from '../../db/columns.js';
import { employees } from '../employees/tables.js';

/**
 * A request for the tax cards of a year for some or all employees (spec 000 §4 "Tax report submissions"),
 * fetched through the tax card port in the background and then applied to the employees' cards.
 */
export const taxCardRequests = pgTable(
  'tax_card_requests',
  {
    ...tenantColumns(),
    year: integer('year').notNull(),
    status: text('status').$type<TaxCardRequestStatus>().notNull(),
    employeeCount: integer('employee_count').notNull(),
    errorMessage: text('error_message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    requestedById: userRefColumn('requested_by_id'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    retrievedAt: timestamp('retrieved_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedById: userRefColumn('archived_by_id'),
  },
  (t) => [tenantKey(t), index('tax_card_requests_unit_year_idx').on(t.unitId, t.year)],
);

/**
 * One employee's answer in a request: the service's result code, the card before and after (null when none),
 * and whether the answer changed the employee's card.
 */
export const taxCardRequestResults = pgTable(
  'tax_card_request_results',
  {
    ...tenantColumns(),
    requestId: uuid('request_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    resultCode: text('result_code'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    changed: text('changed').$type<'NEW' | 'CHANGED' | 'UNCHANGED' | 'NONE'>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    errorMessage: text('error_message'),
  },
  (t) => [
    tenantReference(t, t.requestId, taxCardRequests, 'cascade'),
    tenantReference(t, t.employeeId, employees, 'cascade'),
    index('tax_card_request_results_request_idx').on(t.requestId),
  ],
);

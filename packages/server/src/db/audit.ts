import { insertRecords } from './bulk.js';
import type { Tx } from './connection.js';
import { auditEvents } from './schema-core.js';

/**
 * Who acts, in which unit, and when: the time is read once per request from the services clock
 * (actorOf in graphql/context.ts), so every row a change writes carries the same moment, and tests
 * that move the clock see it in the audit trail too.
 */
export type Actor = { unitId: string; userId: string; at: Date };

/** What was done. A new kind of change adds its word here. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'save',
  'upload',
  'fetch',
  'move',
  'setProducts',
  'seedDefaults',
  'request',
  'approve',
  'decline',
  'updateRole',
  'remove',
  'invite',
  'cancel',
  'accept',
  'changePassword',
  'lock',
  'email',
  'import',
  'send',
  'print',
  'check',
  'archive',
  'export',
  'enableTwoFactor',
  'disableTwoFactor',
  'regenerateRecoveryCodes',
  'revokeSession',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** To what: the GraphQL model name of the record (the model of its VALIDATION errors). */
export const AUDIT_ENTITIES = [
  'unit',
  'accessRequest',
  'membership',
  'invitation',
  'user',
  'session',
  'unitSetting',
  'unitInvoiceSetting',
  'unitPaycheckSetting',
  'unitUserSetting',
  'file',
  'department',
  'project',
  'customer',
  'product',
  'productGroup',
  'variantHolder',
  'variant',
  'car',
  'paymentMethod',
  'webstoreApiToken',
  'subUnit',
  'municipalityDetails',
  'pensionUnitSelection',
  'employee',
  'employeeTaxCard',
  'workRelation',
  'mainPaycheckLineTemplate',
  'paycheckTemplate',
  'vatRate',
  'order',
  'overdueNotice',
  'recurringOrder',
  'invoice',
  'creditNote',
  'invoicePayment',
  'bankPaymentImport',
  'warehousePatch',
  'paycheckPeriod',
  'paycheck',
  'vacationMoneySettings',
  'amelding',
  'altinnSystemUser',
  'taxCardRequest',
  'unitExport',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * The one writer of audit_events (with recordAudits, its many-records form): who did what to which record, in the same
 * transaction as the change. The application role may only insert into the table (migrate.ts
 * revokes update and delete), so the trail cannot be rewritten afterwards.
 */
export async function recordAudit(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  entity: AuditEntity,
  entityId: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditEvents).values({
    unitId: actor.unitId,
    userId: actor.userId,
    action,
    entity,
    entityId,
    details: details ?? null,
    createdAt: actor.at,
  });
}

/** Audit events of one action on many records in few statements, in the order given (as recordAudit one by one). */
export async function recordAudits(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  entity: AuditEntity,
  events: readonly { entityId: string | null; details?: Record<string, unknown> }[],
): Promise<void> {
  await insertRecords(
    tx,
    auditEvents,
    events.map(({ entityId, details }) => ({
      unitId: actor.unitId,
      userId: actor.userId,
      action,
      entity,
      entityId,
      details: details ?? null,
      createdAt: actor.at,
    })),
  );
}

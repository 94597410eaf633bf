import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Tables without unit_id are global (accounts, the company registry, the mail log).
 * Tables with unit_id are tenant tables: row-level security filters them by app.unit_id
 * (see migrations/0001_tenancy.sql).
 */
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cellphone: text('cellphone'),
    cellphoneCountry: text('cellphone_country'),
    locale: text('locale').notNull().default('nb'),
    active: boolean('active').notNull().default(true),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUnitId: uuid('last_unit_id'),
    /** The TOTP secret (RFC 6238), sealed with the server's secret key; set while two-factor sign-in is on. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** When the user confirmed the first code: two-factor sign-in is on from then. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step a code was accepted for: a code is taken once, and never one of an earlier step. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_login_key').on(t.login)],
);

export type UnitIdentity = { type: 'ORGANIZATION_NUMBER' | 'SSN' | 'VAT_NUMBER'; value: string };

export const units = pgTable(
  'units',
  {
    id: id(),
    name: text('name').notNull(),
    unofficialName: text('unofficial_name'),
    isCompany: boolean('is_company').notNull().default(true),
    isPensionCompany: boolean('is_pension_company').notNull().default(false),
    organizationNumber: text('organization_number'),
    identities: jsonb('identities')
      .$type<UnitIdentity[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    address: text('address'),
    city: text('city'),
    zip: text('zip'),
    countryCode: text('country_code').notNull().default('NO'),
    mobile: text('mobile'),
    phone: text('phone'),
    website: text('website'),
    email: text('email'),
    locale: text('locale').notNull().default('nb'),
    openedDate: date('opened_date', { mode: 'string' }),
    closedDate: date('closed_date', { mode: 'string' }),
    vatRegulation: text('vat_regulation'),
    /** The owner requires its members to sign in with a second factor (TOTP) to work in this unit. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('units_name_idx').on(t.name), index('units_organization_number_idx').on(t.organizationNumber)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('memberships_unit_user_key').on(t.unitId, t.userId), index('memberships_user_idx').on(t.userId)],
);

export const accessRequests = pgTable(
  'access_requests',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, APPROVED or DECLINED */
    status: text('status').notNull().default('PENDING'),
    grantedRole: text('granted_role'),
    decidedById: uuid('decided_by_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_requests_unit_idx').on(t.unitId, t.status),
    uniqueIndex('access_requests_one_pending_key')
      .on(t.unitId, t.userId)
      .where(sql`status = 'PENDING'`),
  ],
);

/** Who changed what and when, per unit. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_unit_idx').on(t.unitId, t.createdAt)],
);

/** Session, registration and password-reset tokens. Only a SHA-256 hash of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** two_factor: a password that was right, waiting for the second factor before it becomes a session. */
    kind: text('kind').notNull().$type<'session' | 'registration' | 'password_reset' | 'two_factor'>(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Where a session was started, for the user's list of sessions. */
    userAgent: text('user_agent'),
    ip: inet('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId, t.kind)],
);

/** One-time recovery codes of a user with two-factor sign-in (argon2 hashes); a used code stays, marked. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    ip: inet('ip').notNull(),
    login: text('login'),
    createdAt: createdAt(),
  },
  // One per lookup of the limiter: an IP's failures, and one account's (sign-in and password change).
  (t) => [
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
    index('login_failures_login_idx').on(t.login, t.createdAt),
  ],
);

/** One delivery attempt of a mail: when, and what the SMTP server answered when it refused. */
export type MailAttempt = { at: string; outcome: 'SENT' | 'OUTBOX' | 'FAILED'; answer?: string };

/**
 * Every mail the product sends, and its log: QUEUED when enqueued (in the transaction of the change
 * it belongs to), then SENT by SMTP, OUTBOX when no SMTP server is set (kept for /dev/mailbox), or
 * FAILED after its last attempt. A mail of a unit's business (an order, an access request) carries
 * the unit, so it is that unit's row; account mails belong to no unit.
 */
export const mails = pgTable(
  'mails',
  {
    id: id(),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** QUEUED, SENT, OUTBOX or FAILED */
    status: text('status').notNull(),
    /** The last refusal's answer, while retrying and after the last attempt. */
    error: text('error'),
    attempts: jsonb('attempts').$type<MailAttempt[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mails_created_idx').on(t.createdAt),
    // The tenant key (unit_id, id) a unit's attachments and documents refer to (db/columns.ts tenantKey).
    unique().on(t.unitId, t.id),
  ],
);

import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  fieldProblems,
  isWebstoreTokenExpired,
  webstoreApiTokenRules,
  type WebstoreApiTokenValues,
} from '@fjord/domain';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered } from '../../db/list.js';
import { findOwn } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { users } from '../../db/schema-core.js';
import { refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { webstoreApiTokens } from './tables.js';

const MODEL = 'webstoreApiToken';

export type TokenCreator = { id: string; firstName: string; lastName: string };

/** A token as lists show it: never its value, never its hash. */
export type WebstoreApiTokenView = {
  id: string;
  description: string;
  expiryDate: string;
  createdAt: Date;
  createdBy: TokenCreator | null;
  /** Whether the token no longer works today (its expiry date has come). */
  expired: boolean;
};

export const WEBSTORE_API_TOKEN_ORDER_BY = ['created_at', 'expiry_date', 'description'] as const;
export type WebstoreApiTokenOrderBy = (typeof WEBSTORE_API_TOKEN_ORDER_BY)[number];
export type WebstoreApiTokenFilters = { description?: string | null };

export type CreateWebstoreApiTokenInput = { description: string; expiryDate?: string | null };

const orderColumns: Record<WebstoreApiTokenOrderBy, SQL | AnyPgColumn> = {
  created_at: webstoreApiTokens.createdAt,
  expiry_date: webstoreApiTokens.expiryDate,
  description: lowerOf(webstoreApiTokens.description),
};

const viewColumns = {
  id: webstoreApiTokens.id,
  description: webstoreApiTokens.description,
  expiryDate: webstoreApiTokens.expiryDate,
  createdAt: webstoreApiTokens.createdAt,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

type ViewRow = {
  id: string;
  description: string;
  expiryDate: string;
  createdAt: Date;
  creatorId: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

function toView(row: ViewRow, today: string): WebstoreApiTokenView {
  return {
    id: row.id,
    description: row.description,
    expiryDate: row.expiryDate,
    createdAt: row.createdAt,
    createdBy: row.creatorId
      ? { id: row.creatorId, firstName: row.creatorFirstName ?? '', lastName: row.creatorLastName ?? '' }
      : null,
    expired: isWebstoreTokenExpired(row.expiryDate, today),
  };
}

async function viewOf(tx: Tx, id: string, today: string): Promise<WebstoreApiTokenView> {
  const [row] = await tx
    .select(viewColumns)
    .from(webstoreApiTokens)
    .leftJoin(users, eq(users.id, webstoreApiTokens.createdById))
    .where(eq(webstoreApiTokens.id, id));
  return toView(row!, today);
}

/** The unit's tokens, newest first unless asked otherwise; `today` (Oslo) decides `expired`. */
export async function listWebstoreApiTokens(
  tx: Tx,
  unitId: string,
  request: ListRequest<WebstoreApiTokenOrderBy, WebstoreApiTokenFilters>,
  today: string,
): Promise<Page<WebstoreApiTokenView>> {
  const where = and(
    eq(webstoreApiTokens.unitId, unitId),
    containsText(webstoreApiTokens.description, request.filters.description),
  );
  const [rows, totalCount] = await Promise.all([
    tx
      .select(viewColumns)
      .from(webstoreApiTokens)
      .leftJoin(users, eq(users.id, webstoreApiTokens.createdById))
      .where(where)
      .orderBy(ordered(request.orderDirection, orderColumns[request.orderBy]), asc(webstoreApiTokens.id))
      .limit(request.limit)
      .offset(request.offset),
    tx.$count(webstoreApiTokens, where),
  ]);
  return { items: rows.map((row) => toView(row, today)), totalCount };
}

/**
 * Makes a token: a random value (32 bytes, base64url) of which only the SHA-256 hex is stored. The
 * value is in the answer once and nowhere else. The expiry date must come after today and at most
 * two years ahead.
 */
export async function createWebstoreApiToken(
  tx: Tx,
  actor: Actor,
  input: CreateWebstoreApiTokenInput,
  today: string,
): Promise<{ token: WebstoreApiTokenView; tokenValue: string }> {
  const values: WebstoreApiTokenValues = {
    description: input.description.trim(),
    expiryDate: input.expiryDate || null,
  };
  refuseInvalid(MODEL, fieldProblems(values, webstoreApiTokenRules(today)));
  const { token: tokenValue, hash } = newToken();
  const [created] = await tx
    .insert(webstoreApiTokens)
    .values({
      unitId: actor.unitId,
      description: values.description,
      expiryDate: values.expiryDate!,
      tokenHash: hash,
      createdById: actor.userId,
      updatedById: actor.userId,
    })
    .returning({ id: webstoreApiTokens.id });
  await recordAudit(tx, actor, 'create', MODEL, created!.id, {
    description: values.description,
    expiryDate: values.expiryDate,
  });
  return { token: await viewOf(tx, created!.id, today), tokenValue };
}

/** Deletes a token of the unit; its value stops working at once. */
export async function deleteWebstoreApiToken(
  tx: Tx,
  actor: Actor,
  id: string,
  today: string,
): Promise<WebstoreApiTokenView> {
  await findOwn(tx, webstoreApiTokens, id, MODEL);
  const view = await viewOf(tx, id, today);
  await tx.delete(webstoreApiTokens).where(eq(webstoreApiTokens.id, id));
  await recordAudit(tx, actor, 'delete', MODEL, id, { description: view.description });
  return view;
}

/**
 * The unit a token value belongs to, when it still works today; null for an unknown, deleted or
 * expired value. Runs in a system transaction: the caller has no unit yet.
 */
export async function unitOfWebstoreToken(tx: Tx, value: string, today: string): Promise<string | null> {
  const [row] = await tx
    .select({ unitId: webstoreApiTokens.unitId, expiryDate: webstoreApiTokens.expiryDate })
    .from(webstoreApiTokens)
    .where(eq(webstoreApiTokens.tokenHash, hashToken(value)));
  if (!row || isWebstoreTokenExpired(row.expiryDate, today)) return null;
  return row.unitId;
}

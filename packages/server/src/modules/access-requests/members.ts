import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  fieldProblems,
  INVITATION_RULES,
  isLocale,
  normalizeLogin,
  OWNER_GUARD_FLAG,
  touchesOwner,
  type Locale,
  type Role,
} from '@fjord/domain';
import type { AuthUser } from '../../auth/sessions.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { Tx } from '../../db/connection.js';
import { recordAudit } from '../../db/audit.js';
import { memberships, unitInvitations, users } from '../../db/schema.js';
import { forbidden, invalid, notFound, refuseInvalid } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { findUnit, isUuid, type UnitRow } from '../units/repository.js';
import { invitationMail } from './mails.js';
import { findPerson, fullName, memberOf, type MemberRow } from './repository.js';
import { enqueueMails } from '../../mail/mailer.js';

/** The pubsub topic that tells a unit's administrators their list of members or invitations changed. */
export const membersTopic = (unitId: string) => `members:${unitId}`;

export type InvitationRow = typeof unitInvitations.$inferSelect;

/**
 * The unit's owners, locked until the transaction ends: two owners demoting or removing each other
 * at the same moment must not both pass the last-owner check.
 */
async function lockedOwnerCount(tx: Tx, unitId: string): Promise<number> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.unitId, unitId), eq(memberships.role, 'owner')))
    .for('update');
  return rows.length;
}

/** The target's membership in the unit; a user of another unit (or no user) answers NOT_FOUND. */
async function requireMember(tx: Tx, unitId: string, userId: string): Promise<MemberRow> {
  if (!isUuid(userId)) throw notFound('Member');
  const member = await memberOf(tx, unitId, userId);
  if (!member) throw notFound('Member');
  return member;
}

/**
 * Gives a member another role. `mayTouchOwner` is whether the actor holds the owner guard flag:
 * without it neither an owner's membership nor the owner role may be touched.
 */
export async function updateMembershipRole(
  services: Services,
  actor: AuthUser,
  unitId: string,
  change: { userId: string; role: Role; mayTouchOwner: boolean },
): Promise<MemberRow> {
  const now = services.clock.now();
  const changed = await services.transactions.tenant(unitId, async (tx) => {
    const member = await requireMember(tx, unitId, change.userId);
    if (!change.mayTouchOwner && touchesOwner(member.role, change.role)) throw forbidden(OWNER_GUARD_FLAG);
    if (member.role === change.role) return member;
    if (member.role === 'owner' && (await lockedOwnerCount(tx, unitId)) <= 1) {
      throw invalid('membership', 'role', 'last_owner');
    }
    await tx
      .update(memberships)
      .set({ role: change.role, updatedAt: now })
      .where(and(eq(memberships.unitId, unitId), eq(memberships.userId, change.userId)));
    await recordAudit(
      tx,
      { unitId, userId: actor.id, at: services.clock.now() },
      'updateRole',
      'membership',
      member.id,
      {
        userId: change.userId,
        from: member.role,
        to: change.role,
      },
    );
    await services.pubsub.publish(tx, membersTopic(unitId), { userId: change.userId });
    return { ...member, role: change.role };
  });
  forgetCachedAccess(services, change.userId);
  return changed;
}

/**
 * Every server forgets a user's cached access when the database announces the change on commit
 * (migration 0006), but that announcement reaches even this server a moment after the commit; this
 * server forgets at once, so the member's next request here already meets the new membership.
 */
function forgetCachedAccess(services: Services, userId: string): void {
  services.authCache.forgetUser(userId);
}

/**
 * Removes a member from the unit. Access ends with the membership: the cached access is forgotten,
 * so the member's next call with this unit answers UNIT_FORBIDDEN.
 */
export async function removeMembership(
  services: Services,
  actor: AuthUser,
  unitId: string,
  removal: { userId: string; mayTouchOwner: boolean },
): Promise<MemberRow> {
  const removed = await services.transactions.tenant(unitId, async (tx) => {
    const member = await requireMember(tx, unitId, removal.userId);
    if (!removal.mayTouchOwner && touchesOwner(member.role)) throw forbidden(OWNER_GUARD_FLAG);
    if (member.role === 'owner' && (await lockedOwnerCount(tx, unitId)) <= 1) {
      throw invalid('membership', 'base', 'last_owner');
    }
    await tx.delete(memberships).where(and(eq(memberships.unitId, unitId), eq(memberships.userId, removal.userId)));
    await recordAudit(tx, { unitId, userId: actor.id, at: services.clock.now() }, 'remove', 'membership', member.id, {
      userId: removal.userId,
      role: member.role,
    });
    await services.pubsub.publish(tx, membersTopic(unitId), { userId: removal.userId });
    return member;
  });
  forgetCachedAccess(services, removal.userId);
  return removed;
}

export type InvitationView = InvitationRow & { invitedBy: string | null };

/** Pending invitations of the unit (neither accepted nor cancelled), expired ones included, oldest first. */
export async function pendingInvitations(tx: Tx, unitId: string): Promise<InvitationView[]> {
  const rows = await tx
    .select({ invitation: unitInvitations, firstName: users.firstName, lastName: users.lastName })
    .from(unitInvitations)
    .leftJoin(users, eq(users.id, unitInvitations.createdById))
    .where(
      and(eq(unitInvitations.unitId, unitId), isNull(unitInvitations.acceptedAt), isNull(unitInvitations.cancelledAt)),
    )
    .orderBy(asc(unitInvitations.createdAt), asc(unitInvitations.id));
  return rows.map((row) => ({
    ...row.invitation,
    invitedBy: row.firstName === null ? null : fullName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
  }));
}

/**
 * Invites an address to the unit with a role and mails it a link that works for
 * INVITATION_TOKEN_TTL_HOURS. Inviting an address again replaces its pending invitation (the old
 * link stops working); a present member cannot be invited. The mail is in the language of the
 * account the address already has, else in the unit's.
 */
export async function inviteMember(
  services: Services,
  actor: AuthUser,
  unitId: string,
  input: { email: string; role: Role },
): Promise<InvitationRow> {
  const email = normalizeLogin(input.email);
  refuseInvalid('invitation', fieldProblems({ email }, { email: INVITATION_RULES.email }));
  const now = services.clock.now();
  const { token, hash } = newToken();
  return services.transactions.tenant(unitId, async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(eq(users.login, email));
    if (existing && (await memberOf(tx, unitId, existing.id))) throw invalid('invitation', 'email', 'taken');
    await tx
      .update(unitInvitations)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(unitInvitations.unitId, unitId),
          eq(unitInvitations.email, email),
          isNull(unitInvitations.acceptedAt),
          isNull(unitInvitations.cancelledAt),
        ),
      );
    const [invitation] = await tx
      .insert(unitInvitations)
      .values({
        unitId,
        email,
        role: input.role,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + services.config.invitationTokenTtlMs),
        createdById: actor.id,
        createdAt: now,
      })
      .returning();
    await recordAudit(
      tx,
      { unitId, userId: actor.id, at: services.clock.now() },
      'invite',
      'invitation',
      invitation!.id,
      {
        email,
        role: input.role,
      },
    );
    await services.pubsub.publish(tx, membersTopic(unitId), { invitationId: invitation!.id });
    const unit = (await findUnit(tx, unitId))!;
    const inviter = (await findPerson(tx, actor.id))!;
    const locale: Locale =
      existing && isLocale(existing.locale) ? existing.locale : isLocale(unit.locale) ? unit.locale : 'nb';
    const link = `${services.config.publicUrl}/invitation?token=${token}`;
    await enqueueMails(tx, now, unitId, [invitationMail({ to: email, locale, inviter, unitName: unit.name, link })]);
    return invitation!;
  });
}

/** Withdraws a pending invitation of the unit; its link stops working. */
export async function cancelInvitation(
  services: Services,
  actor: AuthUser,
  unitId: string,
  id: string,
): Promise<InvitationRow> {
  if (!isUuid(id)) throw notFound('Invitation');
  const now = services.clock.now();
  return services.transactions.tenant(unitId, async (tx) => {
    const [found] = await tx
      .select()
      .from(unitInvitations)
      .where(and(eq(unitInvitations.unitId, unitId), eq(unitInvitations.id, id)));
    if (!found) throw notFound('Invitation');
    const [cancelled] = await tx
      .update(unitInvitations)
      .set({ cancelledAt: now })
      .where(and(eq(unitInvitations.id, id), isNull(unitInvitations.acceptedAt), isNull(unitInvitations.cancelledAt)))
      .returning();
    if (!cancelled) throw invalid('invitation', 'base', 'not_pending');
    await recordAudit(tx, { unitId, userId: actor.id, at: services.clock.now() }, 'cancel', 'invitation', id, {
      email: found.email,
    });
    await services.pubsub.publish(tx, membersTopic(unitId), { invitationId: id });
    return cancelled;
  });
}

/**
 * Accepts an invitation as the signed-in user, whose login must be the invited address (the link
 * alone does not give a company to whoever holds it). Creates the membership with the invited role
 * (a member already keeps their role) and makes the unit the user's current one. The token is
 * looked up across units, so this runs as the system role; every write names the unit.
 */
export async function acceptInvitation(services: Services, user: AuthUser, token: string): Promise<UnitRow> {
  const now = services.clock.now();
  return services.transactions.system(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(unitInvitations)
      .where(eq(unitInvitations.tokenHash, hashToken(token.trim())))
      .for('update');
    if (!invitation || invitation.acceptedAt || invitation.cancelledAt) throw invalid('invitation', 'token', 'invalid');
    if (invitation.expiresAt.getTime() <= now.getTime()) throw invalid('invitation', 'token', 'expired');
    if (normalizeLogin(user.login) !== invitation.email) {
      throw invalid('invitation', 'token', 'other_address', { email: invitation.email });
    }
    const unitId = invitation.unitId;
    await tx
      .insert(memberships)
      .values({
        unitId,
        userId: user.id,
        role: invitation.role,
        createdById: invitation.createdById,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    await tx
      .update(unitInvitations)
      .set({ acceptedAt: now, acceptedById: user.id })
      .where(eq(unitInvitations.id, invitation.id));
    await tx.update(users).set({ lastUnitId: unitId }).where(eq(users.id, user.id));
    await recordAudit(
      tx,
      { unitId, userId: user.id, at: services.clock.now() },
      'accept',
      'invitation',
      invitation.id,
      {
        role: invitation.role,
      },
    );
    await services.pubsub.publish(tx, membersTopic(unitId), { invitationId: invitation.id });
    return (await findUnit(tx, unitId))!;
  });
}

import { GraphQLObjectType, type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { hasPermission, isPermissionFlag, type PermissionFlag, type PermissionMap } from '@fjord/domain';
import { AppError, forbidden } from '../errors/app-error.js';

/**
 * Who may call an operation. Every root field of the schema declares one (`access` in its Pothos
 * options); the declaration is enforced before the resolver runs and can be read back from the
 * built schema as `field.extensions.access`, which the permissions table and the sweeps are made from.
 */
export type Access =
  /** No session needed. */
  | { kind: 'public' }
  /** Any signed-in user; no current unit needed. */
  | { kind: 'signedIn' }
  /** A member of the current unit; no flag. */
  | { kind: 'member' }
  /** A member of the current unit with all (or any) of the flags. */
  | { kind: 'flags'; flags: PermissionFlag[]; mode: 'all' | 'any' }
  /** A super admin (users.is_super_admin). */
  | { kind: 'superAdmin' };

/** The ways to write a declaration, so each reads the same wherever it is used. */
export const access = {
  public: { kind: 'public' } as Access,
  signedIn: { kind: 'signedIn' } as Access,
  member: { kind: 'member' } as Access,
  superAdmin: { kind: 'superAdmin' } as Access,
  /** Needs every one of the flags (usually just one). */
  flags: (...flags: [PermissionFlag, ...PermissionFlag[]]): Access => ({ kind: 'flags', flags, mode: 'all' }),
  /** Needs at least one of the flags (reads that several roles may do). */
  anyOf: (...flags: [PermissionFlag, ...PermissionFlag[]]): Access => ({ kind: 'flags', flags, mode: 'any' }),
} as const;

/** What a check needs to know of the caller: a GraphQL context, or a REST request's resolved session. */
export type AccessSubject = {
  user: { isSuperAdmin: boolean; twoFactorEnabled: boolean } | null;
  unitId: string | null;
  permissions: PermissionMap;
  /** The current unit requires two-factor sign-in of its members. */
  twoFactorRequired: boolean;
};

/** The current unit, or FORBIDDEN when the user has none (e.g. a fresh account without access yet). */
export function requireUnit(subject: Pick<AccessSubject, 'unitId'>): string {
  if (!subject.unitId) throw new AppError('FORBIDDEN', 'No current unit', { key: 'errors.noCurrentUnit' });
  return subject.unitId;
}

/**
 * A unit that requires two-factor sign-in refuses its work to a user without it (TWO_FACTOR_REQUIRED);
 * operations of the user's own account (access signedIn) stay open, so they can turn it on.
 */
export function requireSecondFactor(subject: AccessSubject): void {
  if (subject.twoFactorRequired && !subject.user?.twoFactorEnabled)
    throw new AppError('TWO_FACTOR_REQUIRED', 'This company requires two-factor sign-in', {
      key: 'errors.twoFactorRequired',
    });
}

/**
 * Refuses a caller the declaration does not admit: no session → UNAUTHENTICATED, no current unit
 * → FORBIDDEN `errors.noCurrentUnit`, a unit's missing second factor → TWO_FACTOR_REQUIRED, a missing flag → FORBIDDEN `errors.insufficientPermissions`
 * naming the (first) flag.
 */
export function checkAccess(subject: AccessSubject | null, declared: Access): void {
  if (declared.kind === 'public') return;
  if (!subject?.user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
  switch (declared.kind) {
    case 'signedIn':
      return;
    case 'member':
      requireUnit(subject);
      requireSecondFactor(subject);
      return;
    case 'superAdmin':
      if (!subject.user.isSuperAdmin) throw forbidden('isSuperAdmin');
      return;
    case 'flags': {
      requireUnit(subject);
      requireSecondFactor(subject);
      const held = (flag: PermissionFlag) => hasPermission(subject.permissions, flag);
      if (declared.mode === 'any') {
        if (!declared.flags.some(held)) throw forbidden(declared.flags[0]);
        return;
      }
      const missing = declared.flags.find((flag) => !held(flag));
      if (missing) throw forbidden(missing);
      return;
    }
  }
}

/**
 * Runs the check before the resolver (or a subscription's subscribe). The context is the
 * server's GraphQL context, which is an AccessSubject; Pothos types it only as its own Context.
 */
export function guardResolver<C>(
  declared: Access,
  resolver: GraphQLFieldResolver<unknown, C, object>,
): GraphQLFieldResolver<unknown, C, object> {
  if (declared.kind === 'public') return resolver;
  return (parent, args, ctx, info) => {
    checkAccess(ctx as AccessSubject, declared);
    return resolver(parent, args, ctx, info);
  };
}

/** The problem with a declaration, or null when it is one of the kinds above with known flags. */
export function accessProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'declares no access';
  const kind = (value as { kind?: unknown }).kind;
  if (kind === 'public' || kind === 'signedIn' || kind === 'member' || kind === 'superAdmin') return null;
  if (kind !== 'flags') return `declares an unknown access kind ${JSON.stringify(kind)}`;
  const { flags, mode } = value as { flags?: unknown; mode?: unknown };
  if (mode !== 'all' && mode !== 'any') return `declares flags with an unknown mode ${JSON.stringify(mode)}`;
  if (!Array.isArray(flags) || flags.length === 0) return 'declares flags without naming one';
  const unknown = flags.filter((flag) => typeof flag !== 'string' || !isPermissionFlag(flag));
  return unknown.length > 0 ? `declares unknown flags ${unknown.join(', ')}` : null;
}

export type RootOperation = {
  operation: 'query' | 'mutation' | 'subscription';
  name: string;
  field: GraphQLField<unknown, unknown>;
};

/** Every root field of a schema: its queries, mutations and subscriptions, sorted by name within each. */
export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([operation, type]) =>
    type instanceof GraphQLObjectType
      ? Object.values(type.getFields())
          .map((field) => ({ operation, name: field.name, field }))
          .sort((a, b) => a.name.localeCompare(b.name))
      : [],
  );
}

/** The declared access of a root field as the built schema carries it, or undefined. */
export const declaredAccess = (field: GraphQLField<unknown, unknown>): Access | undefined =>
  accessProblem(field.extensions.access) === null ? (field.extensions.access as Access) : undefined;

/** "Mutation.createCar declares no access", one line per root field whose declaration is missing or wrong. */
export function undeclaredOperations(schema: GraphQLSchema): string[] {
  return rootOperations(schema).flatMap(({ operation, name, field }) => {
    const problem = accessProblem(field.extensions.access);
    return problem ? [`${operation} ${name} ${problem}`] : [];
  });
}

/** The declaration in words, as docs/permissions.md shows it. */
export function describeAccess(declared: Access): string {
  switch (declared.kind) {
    case 'public':
      return 'public (no session)';
    case 'signedIn':
      return 'signed in';
    case 'member':
      return 'member of the unit';
    case 'superAdmin':
      return 'super admin';
    case 'flags':
      return declared.flags.join(declared.mode === 'all' ? ' and ' : ' or ');
  }
}

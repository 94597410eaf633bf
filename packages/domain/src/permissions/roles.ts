import { PERMISSION_FLAGS, type PermissionFlag, type PermissionMap } from './flags.js';

/**
 * Roles a user holds in a unit (one per membership). Each grants a fixed set of flags;
 * docs/permissions.md shows the same table for people.
 */
export const ROLES = ['owner', 'administrator', 'accountant', 'payroll', 'sales', 'readOnly'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may approve access requests and change other members' roles. */
export const ROLES_THAT_ASSIGN: readonly Role[] = ['owner', 'administrator'];

const ALL_BUT_SUPER_ADMIN = PERMISSION_FLAGS.filter((flag) => flag !== 'isSuperAdmin');

const ROLE_FLAGS: Record<Role, readonly PermissionFlag[]> = {
  owner: ALL_BUT_SUPER_ADMIN,
  administrator: ALL_BUT_SUPER_ADMIN.filter((flag) => flag !== 'canUpdateAdmin'),
  accountant: [
    'canViewSales',
    'canViewPurchases',
    'canSendSellerInvoice',
    'canSendBuyerInvoice',
    'canSendCustomerReminders',
    'canUpdateProducts',
    'canViewReports',
    'canViewAccounting',
    'canGenerateVatReport',
    'canAdminUnitEntities',
    'canDoAccountingLvl1',
    'canDoAccountingLvl2',
  ],
  payroll: [
    'canCreatePaychecks',
    'canCreateAdvancedPaychecks',
    'canSendPaychecks',
    'canSendAltinnPaycheckReports',
    'canEditEmployees',
    'canViewSalaries',
    'canViewReports',
  ],
  sales: ['canViewSales', 'canSendSellerInvoice', 'canSendCustomerReminders', 'canUpdateProducts'],
  readOnly: ['canViewSales', 'canViewReports'],
};

/**
 * The flag that guards the owner role: granting it, and changing or taking away an owner's
 * membership, needs canUpdateAdmin besides canAssignRole, so an administrator cannot make
 * themselves (or anyone) an owner, nor demote or remove one.
 */
export const OWNER_GUARD_FLAG: PermissionFlag = 'canUpdateAdmin';

/** Whether assigning `to` (and, for a change, taking `from`) touches the owner role. */
export const touchesOwner = (...roles: readonly (string | null | undefined)[]): boolean => roles.includes('owner');

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function flagsOfRole(role: Role): readonly PermissionFlag[] {
  return ROLE_FLAGS[role];
}

/** The full flag map for a membership; super admins get every flag in every unit. */
export function permissionsFor(role: Role | null, isSuperAdmin = false): PermissionMap {
  const granted = new Set<PermissionFlag>(isSuperAdmin ? PERMISSION_FLAGS : role ? ROLE_FLAGS[role] : []);
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, granted.has(flag)])) as PermissionMap;
}

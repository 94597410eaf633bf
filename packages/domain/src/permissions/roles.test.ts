import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from './flags.js';
import { flagsOfRole, isRole, permissionsFor, ROLES, ROLES_THAT_ASSIGN } from './roles.js';
import { hasPermission, UnknownPermissionError } from './check.js';

describe('roles', () => {
  it('gives an owner every flag except isSuperAdmin', () => {
    const owner = permissionsFor('owner');
    for (const flag of PERMISSION_FLAGS) expect(owner[flag], flag).toBe(flag !== 'isSuperAdmin');
  });

  it('gives an administrator everything an owner has except making owners (canUpdateAdmin)', () => {
    const admin = permissionsFor('administrator');
    expect(admin.canAssignRole).toBe(true);
    expect(admin.canUpdateAdmin).toBe(false);
    expect(admin.isSuperAdmin).toBe(false);
  });

  it('lets only owners and administrators assign roles', () => {
    for (const role of ROLES) {
      expect(permissionsFor(role).canAssignRole, role).toBe(ROLES_THAT_ASSIGN.includes(role));
    }
    expect(hasPermission(permissionsFor('readOnly'), 'canAssignRole')).toBe(false);
  });

  it('keeps salaries from sales and read-only members, and sales from payroll', () => {
    expect(permissionsFor('sales').canViewSalaries).toBe(false);
    expect(permissionsFor('readOnly').canViewSalaries).toBe(false);
    expect(permissionsFor('payroll').canViewSales).toBe(false);
    expect(permissionsFor('payroll').canViewSalaries).toBe(true);
    expect(permissionsFor('accountant').canGenerateVatReport).toBe(true);
  });

  it('never grants isSuperAdmin through a role, and grants every flag to a super admin', () => {
    for (const role of ROLES) expect(flagsOfRole(role), role).not.toContain('isSuperAdmin');
    expect(Object.values(permissionsFor(null, true)).every(Boolean)).toBe(true);
  });

  it('answers a full map of known flags, all false without a role', () => {
    const none = permissionsFor(null);
    expect(Object.keys(none).sort()).toEqual([...PERMISSION_FLAGS].sort());
    expect(Object.values(none).some(Boolean)).toBe(false);
  });

  it('recognises role names', () => {
    expect(isRole('readOnly')).toBe(true);
    expect(isRole('emperor')).toBe(false);
  });
});

describe('hasPermission', () => {
  it('raises on a flag that is not in the map', () => {
    expect(() => hasPermission(permissionsFor('owner'), 'canFlyToTheMoon')).toThrow(UnknownPermissionError);
  });

  it('answers false for every flag when no permissions are loaded', () => {
    for (const map of [null, undefined, {}]) {
      for (const flag of PERMISSION_FLAGS) expect(hasPermission(map, flag)).toBe(false);
    }
  });
});

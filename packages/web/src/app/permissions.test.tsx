import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor, type PermissionFlag } from '@fjord/domain';
import { can, usePermission } from './permissions';
import { currentUserMock } from './current-user.mock';

describe('can', () => {
  it('answers from the permission map', () => {
    const sales = permissionsFor('sales');
    expect(can(sales, 'canViewSales')).toBe(true);
    expect(can(sales, 'canUpdateUnit')).toBe(false);
  });

  it('is false for every flag while no permissions are loaded', () => {
    expect(can(null, 'canViewSales')).toBe(false);
    expect(can(undefined, 'isSuperAdmin')).toBe(false);
  });

  it('throws for a flag that does not exist, loaded or not', () => {
    expect(() => can(permissionsFor('owner'), 'canFlyToTheMoon' as PermissionFlag)).toThrow(/Unknown permission flag/);
    expect(() => can(null, 'canFlyToTheMoon' as PermissionFlag)).toThrow(/Unknown permission flag/);
  });
});

describe('usePermission', () => {
  const wrapper =
    (permissions: Record<string, boolean>) =>
    ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={[currentUserMock(permissions, 'nb')]}>{children}</MockedProvider>
    );

  it("is false until the current user has answered, then follows the user's flags", async () => {
    const { result } = renderHook(() => usePermission('canAssignRole'), {
      wrapper: wrapper(permissionsFor('administrator')),
    });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stays false for a flag the role lacks', async () => {
    const { result } = renderHook(() => [usePermission('canViewSales'), usePermission('canAssignRole')], {
      wrapper: wrapper(permissionsFor('readOnly')),
    });
    await waitFor(() => expect(result.current[0]).toBe(true));
    expect(result.current[1]).toBe(false);
  });
});

import { hasPermission, type PermissionFlag } from '@fjord/domain';
import { useCurrentUser } from './current-user';

/**
 * Permission checks on the web. The web only hides what the user cannot do;
 * the server refuses it. An unknown flag is a programming error and throws, and with no
 * permissions loaded every check is false.
 */
export type PermissionSource = Partial<Record<string, boolean>> | null | undefined;

export function can(permissions: PermissionSource, flag: PermissionFlag): boolean {
  return hasPermission(permissions, flag);
}

export function usePermission(flag: PermissionFlag): boolean {
  const { user } = useCurrentUser();
  return can(user?.permissions, flag);
}

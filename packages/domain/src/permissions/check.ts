import { isPermissionFlag, type PermissionMap } from './flags.js';

export class UnknownPermissionError extends Error {
  constructor(flag: string) {
    super(`Unknown permission flag: ${flag}`);
    this.name = 'UnknownPermissionError';
  }
}

/**
 * An unknown flag raises, and with no permissions loaded every check is false.
 */
export function hasPermission(permissions: Partial<PermissionMap> | null | undefined, flag: string): boolean {
  if (!isPermissionFlag(flag)) throw new UnknownPermissionError(flag);
  if (!permissions) return false;
  return permissions[flag] === true;
}

import type { PermissionFlag } from '@fjord/domain';

/** Who may call an operation or route; readable from the built schema as `field.extensions.access`. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'member' }
  | { kind: 'flags'; flags: PermissionFlag[]; mode: 'all' | 'any' }
  | { kind: 'superAdmin' };

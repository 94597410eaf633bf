import { access, type Access } from '../graphql/access.js';
import { FILE_KINDS } from '../modules/files/kinds.js';
import { UPLOAD_FLAG } from '../modules/files/routes.js';

/** Access only REST has: a web shop API token in `Authorization: Bearer`, no session. */
export type RestAccess = Access | { kind: 'webstoreToken' };

export type RestRoute = { method: string; url: string; access: RestAccess; description: string };

const uploadFlags = FILE_KINDS.map((kind) => `${UPLOAD_FLAG[kind]} for ${kind}`).join(', ');

/**
 * Every REST route with its declared access, as GraphQL fields declare theirs: docs/permissions.md
 * lists them from here, and a route the server serves must be in this table.
 */
export const REST_ROUTES: RestRoute[] = [
  { method: 'POST', url: '/accounts/login', access: access.public, description: 'Signs in; answers a session token' },
  {
    method: 'POST',
    url: '/accounts/register',
    access: access.public,
    description: 'Registers a user and mails a confirmation link',
  },
  {
    method: 'POST',
    url: '/accounts/confirm_registration',
    access: access.public,
    description: "The registration link's token is the permission",
  },
  {
    method: 'POST',
    url: '/accounts/request_new_registration_token',
    access: access.public,
    description: 'Mails a new registration link',
  },
  {
    method: 'POST',
    url: '/accounts/request_password_reset',
    access: access.public,
    description: 'Mails a password reset link',
  },
  {
    method: 'POST',
    url: '/accounts/confirm_password_reset',
    access: access.public,
    description: "The reset link's token is the permission",
  },
  {
    method: 'POST',
    url: '/accounts/reset_password',
    access: access.public,
    description: "The reset link's token is the permission",
  },
  {
    method: 'POST',
    url: '/accounts/logout',
    access: access.public,
    description: 'Revokes the bearer token when one is sent',
  },
  { method: 'GET', url: '/countries', access: access.public, description: "Countries in the request's language" },
  {
    method: 'POST',
    url: '/files',
    access: access.member,
    description: `Uploads a file for the current unit; the kind decides the flag (${uploadFlags})`,
  },
  {
    method: 'GET',
    url: '/files/:id',
    access: access.public,
    description: "A signed link, valid one to two hours: the link's signature is the permission",
  },
  {
    method: 'GET',
    url: '/api/webstore/v1/products',
    access: { kind: 'webstoreToken' },
    description: "The token's unit's active products",
  },
  {
    method: 'POST',
    url: '/graphql',
    access: access.signedIn,
    description: 'Each operation then declares its own access (the GraphQL table)',
  },
  { method: 'GET', url: '/healthz', access: access.public, description: 'Answers when the database does' },
  { method: 'GET', url: '/app-config', access: access.public, description: 'Settings the web app starts with' },
  {
    method: 'GET',
    url: '/dev/mailbox',
    access: access.public,
    description: 'The development outbox; never served in production or staging',
  },
  {
    method: 'GET',
    url: '/dev/mailbox.json',
    access: access.public,
    description: 'The development outbox as JSON; never served in production or staging',
  },
];

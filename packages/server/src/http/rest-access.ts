import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { hasPermission } from '@fjord/domain';
import { resolveRequest } from '../auth/request-context.js';
import { bearerToken } from '../auth/sessions.js';
import { forbidden } from '../errors/app-error.js';
import type { GraphQLContext } from '../graphql/context.js';
import { requireSecondFactor, type Access } from '../graphql/access.js';
import { osloDate } from '../clock.js';
import { unitOfWebstoreToken } from '../modules/webstore-api-tokens/service.js';
import type { Services } from '../services.js';
import { HttpError } from './rest-errors.js';

export type RestAccess = Access | { kind: 'webstoreToken' };

export type RestRoute = { method: string; url: string; access: RestAccess; description: string };

const PUBLIC = { kind: 'public' } as const;

/**
 * Every REST route and who may call it. The guard below enforces exactly this table, and a route
 * missing from it refuses to register, so the documentation and the enforcement cannot differ.
 */
export const REST_ROUTES: RestRoute[] = [
  { method: 'GET', url: '/healthz', access: PUBLIC, description: 'Readiness (the older name of /readyz)' },
  { method: 'GET', url: '/livez', access: PUBLIC, description: 'Liveness: the process answers (asks no database)' },
  {
    method: 'GET',
    url: '/readyz',
    access: PUBLIC,
    description: 'Readiness: the database answers, every migration is applied and the server is not stopping',
  },
  {
    method: 'GET',
    url: '/metrics',
    access: PUBLIC,
    description: 'Prometheus metrics: with METRICS_TOKEN as bearer, or without it from loopback only',
  },
  { method: 'GET', url: '/app-config', access: PUBLIC, description: 'Settings the web app needs before sign-in' },
  { method: 'GET', url: '/countries', access: PUBLIC, description: 'Countries with names and calling codes' },
  {
    method: 'GET',
    url: '/postal-codes/:code',
    access: PUBLIC,
    description: "A Norwegian postal code's place; public for registration",
  },
  {
    method: 'POST',
    url: '/accounts/login',
    access: PUBLIC,
    description: 'Sign in: answers a session token, or a two-factor token when the second factor is on',
  },
  {
    method: 'POST',
    url: '/accounts/login/two_factor',
    access: PUBLIC,
    description: 'Second sign-in step: the two-factor token and a code (app or recovery) answer a session token',
  },
  { method: 'POST', url: '/accounts/register', access: PUBLIC, description: 'Register a user; mails a link' },
  {
    method: 'POST',
    url: '/accounts/confirm_registration',
    access: PUBLIC,
    description: 'Confirm a registration with the mailed token',
  },
  {
    method: 'POST',
    url: '/accounts/request_new_registration_token',
    access: PUBLIC,
    description: 'Mail a fresh registration link',
  },
  {
    method: 'POST',
    url: '/accounts/request_password_reset',
    access: PUBLIC,
    description: 'Mail a password reset link',
  },
  {
    method: 'POST',
    url: '/accounts/confirm_password_reset',
    access: PUBLIC,
    description: 'Check a password reset token',
  },
  { method: 'POST', url: '/accounts/reset_password', access: PUBLIC, description: 'Set a new password' },
  {
    method: 'POST',
    url: '/accounts/logout',
    access: PUBLIC,
    description: 'End the session the bearer token names, if any',
  },
  {
    method: 'POST',
    url: '/graphql',
    access: { kind: 'signedIn' },
    description: 'GraphQL; each field declares its own access on top',
  },
  {
    method: 'OPTIONS',
    url: '/graphql',
    access: { kind: 'signedIn' },
    description: 'GraphQL; each field declares its own access on top',
  },
  {
    method: 'POST',
    url: '/files',
    access: {
      kind: 'flags',
      flags: ['canUpdateProducts', 'canUpdateUnit', 'canSendSellerInvoice', 'canEditEmployees'],
      mode: 'any',
    },
    description: "Upload a file; the kind's own flag is checked too",
  },
  {
    method: 'GET',
    url: '/pdf/orders/:id',
    access: { kind: 'flags', flags: ['canViewSales'], mode: 'all' },
    description: "An order as a PDF (?type=, &download=1); another unit's order is not found",
  },
  {
    method: 'GET',
    url: '/exports/invoice-journal',
    access: { kind: 'flags', flags: ['canViewSales'], mode: 'all' },
    description: 'Bookkeeping journal of ?from=&to= (≤ 366 days) as CSV, or &format=json',
  },
  {
    method: 'GET',
    url: '/pdf/invoices/:id',
    access: { kind: 'flags', flags: ['canViewSales'], mode: 'all' },
    description:
      "An invoice, credit note or overdue notice as a PDF (?type=, &maxDate=, &layout=print); another unit's is not found",
  },
  {
    method: 'GET',
    url: '/pdf/invoices',
    access: { kind: 'flags', flags: ['canViewSales'], mode: 'all' },
    description: "Invoices printed for the post as one PDF (?ids=a,b&layout=print); another unit's is not found",
  },
  {
    method: 'GET',
    url: '/ehf/invoices/:id',
    access: { kind: 'flags', flags: ['canViewSales'], mode: 'all' },
    description: "An invoice or credit note as its EHF (Peppol BIS Billing 3.0 UBL); another unit's is not found",
  },
  {
    method: 'GET',
    url: '/ehf/deliveries/:id',
    access: { kind: 'flags', flags: ['canViewSales'], mode: 'all' },
    description: "The EHF an EHF delivery sent, as it was sent; another unit's delivery is not found",
  },
  {
    method: 'GET',
    url: '/warehouse/product-report.csv',
    access: { kind: 'flags', flags: ['canViewSales', 'canUpdateProducts'], mode: 'any' },
    description: 'The warehouse product report (stock per supplier and product) as CSV (?supplierUnitId=)',
  },
  {
    method: 'GET',
    url: '/pdf/paychecks/:id',
    access: { kind: 'flags', flags: ['canViewSalaries'], mode: 'all' },
    description: "A paycheck's payslip as a PDF (&download=1) in the employee's language; another unit's is not found",
  },
  {
    method: 'GET',
    url: '/paychecks/payment-file',
    access: { kind: 'flags', flags: ['canViewSalaries', 'canSendPaychecks'], mode: 'all' },
    description: 'The net pay of the locked paychecks of a pay date (?paidDate=) as an ISO 20022 pain.001 file',
  },
  {
    method: 'GET',
    url: '/exports/payroll-journal',
    access: { kind: 'flags', flags: ['canViewSalaries'], mode: 'all' },
    description: "The journal of a year's locked paychecks (?year=, &format=csv|json), the invoicing journal's format",
  },
  {
    method: 'GET',
    url: '/pdf/paycheck-reports/yearly/:workRelationId',
    access: { kind: 'flags', flags: ['canViewSalaries'], mode: 'all' },
    description:
      "A work relation's yearly statement (årsoppgave) of a year as a PDF (?year=); another unit's is not found",
  },
  { method: 'GET', url: '/files/:id', access: PUBLIC, description: 'A stored file; the signed link is the permission' },
  {
    method: 'GET',
    url: '/api/webstore/v1/products',
    access: { kind: 'webstoreToken' },
    description: "The web shop API: the token's unit's active products",
  },
  {
    method: 'GET',
    url: '/simulator/altinn/system-user/:id',
    access: PUBLIC,
    description:
      "Simulated Altinn only (ALTINN_SERVICE=simulator): a system user request's approval page; its unguessable id is the key",
  },
  {
    method: 'POST',
    url: '/simulator/altinn/system-user/:id/approve',
    access: PUBLIC,
    description: 'Simulated Altinn only: the company approves the system user request',
  },
  {
    method: 'POST',
    url: '/simulator/altinn/system-user/:id/reject',
    access: PUBLIC,
    description: 'Simulated Altinn only: the company rejects the system user request',
  },
  {
    method: 'GET',
    url: '/dev/mailbox',
    access: PUBLIC,
    description: 'Development only: the outbox as a page',
  },
  {
    method: 'GET',
    url: '/dev/mailbox.json',
    access: PUBLIC,
    description: 'Development only: the outbox as JSON',
  },
  {
    method: 'GET',
    url: '/dev/mailbox/attachments/:id',
    access: PUBLIC,
    description: "Development only: a mail's attachment",
  },
];

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's context, set by the guard on routes that need a session. */
    auth: { context: GraphQLContext; token: string } | null;
    /** The unit of a valid web shop API token, set by the guard on webstoreToken routes. */
    webstoreUnitId: string | null;
  }
}

const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

const DECLARED = new Map(REST_ROUTES.map((route) => [routeKey(route.method, route.url), route.access]));

/** The web app's built files, registered by @fastify/static: public by nature. */
const isStaticFile = (options: RouteOptions) => Boolean((options.config as { file?: unknown } | undefined)?.file);

function accessOf(method: string, url: string): RestAccess | undefined {
  return DECLARED.get(routeKey(method, url));
}

/** A request header's first value (Node gives repeated headers as a list). */
export const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The session (and unit) of the request, or the refusal resolveRequest gives. */
async function signedIn(services: Services, req: FastifyRequest) {
  const auth = await resolveRequest(
    services,
    header(req.headers.authorization),
    header(req.headers['x-unit-id']),
    req.ip,
  );
  if (!auth.ok) throw new HttpError(auth.status, auth.code);
  return { context: auth.context, token: auth.token };
}

async function enforce(services: Services, access: RestAccess, req: FastifyRequest): Promise<void> {
  switch (access.kind) {
    case 'public':
      return;
    case 'webstoreToken': {
      const token = bearerToken(header(req.headers.authorization));
      const today = osloDate(services.clock.now());
      const unitId = token ? await services.transactions.system((tx) => unitOfWebstoreToken(tx, token, today)) : null;
      if (!unitId)
        throw new HttpError(401, 'invalid_token', { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
      req.webstoreUnitId = unitId;
      return;
    }
    default: {
      const auth = await signedIn(services, req);
      req.auth = auth;
      const { context } = auth;
      if (access.kind === 'signedIn') return;
      if (access.kind === 'superAdmin') {
        if (!context.user.isSuperAdmin) throw forbidden();
        return;
      }
      if (!context.unitId) throw forbidden();
      requireSecondFactor(context);
      if (access.kind === 'member') return;
      const held = access.flags.filter((flag) => hasPermission(context.permissions, flag));
      const enough = access.mode === 'all' ? held.length === access.flags.length : held.length > 0;
      if (!enough) throw forbidden(access.flags.find((flag) => !held.includes(flag)));
    }
  }
}

/**
 * The one REST access guard: every route must be in REST_ROUTES (registering one that is not fails
 * at start), and before a route's body is read its declared access is enforced. Must be installed
 * before any route is registered.
 */
export function registerRestAccess(server: FastifyInstance, services: Services): void {
  server.decorateRequest('auth', null);
  server.decorateRequest('webstoreUnitId', null);
  server.addHook('onRoute', (options) => {
    if (isStaticFile(options)) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods)
      if (!accessOf(method, options.url ?? ''))
        throw new Error(`REST route ${method} ${options.url} declares no access: add it to REST_ROUTES`);
  });
  server.addHook('onRequest', async (req) => {
    if (isStaticFile(req.routeOptions as RouteOptions) || !req.routeOptions.url) return;
    const access = accessOf(req.method, req.routeOptions.url);
    // Not reached for a declared route; an undeclared one cannot register. Refusing keeps it closed regardless.
    if (!access) throw forbidden();
    await enforce(services, access, req);
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { isVatCategory } from '@fjord/domain';
import { HttpError } from '../../http/rest-errors.js';
import type { Services } from '../../services.js';
import { signedFileUrl } from '../files/service.js';
import { osloDate } from '../units/service.js';
import { vatRateService } from '../vat-rates/service.js';
import { readWebstoreProducts, type VatPercentages } from './webstore-products.js';

export const WEBSTORE_DEFAULT_LIMIT = 100;
export const WEBSTORE_MAX_LIMIT = 500;

type ProductsQuery = { limit?: string; offset?: string; updatedSince?: string };

const badParameter = (parameter: string) => new HttpError(400, 'invalid_parameter', { details: { parameter } });

/** A whole number within bounds, the default when absent, or null when malformed. */
function wholeNumber(value: string | undefined, fallback: number, min: number, max: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** YYYY-MM-DD (midnight UTC) or an ISO 8601 date-time with a zone, e.g. 2026-03-01T12:00:00Z. */
function moment(value: string | undefined): Date | null | undefined {
  if (value === undefined || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(value)) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The read-only web shop API (docs/webstore-api.md): `GET /api/webstore/v1/products` with
 * `Authorization: Bearer <token value>`. The token is looked up by its hash in a system transaction
 * (the caller has no session and no unit yet); the products are then read in the token's unit's
 * tenant transaction, so row-level security keeps every other unit out.
 */
export function registerWebstoreRoutes(server: FastifyInstance, services: Services): void {
  // The guard has found the token's unit (or refused with invalid_token).
  server.get<{ Querystring: ProductsQuery }>('/api/webstore/v1/products', (req, reply) =>
    products(services, req.webstoreUnitId!, req.query, reply),
  );
}

/** Answers one page of the token's unit's active products, or refuses the token or a parameter. */
async function products(services: Services, unitId: string, query: ProductsQuery, reply: FastifyReply) {
  const now = services.clock.now();
  const today = osloDate(now);

  const limit = wholeNumber(query.limit, WEBSTORE_DEFAULT_LIMIT, 1, WEBSTORE_MAX_LIMIT);
  if (limit === null) throw badParameter('limit');
  const offset = wholeNumber(query.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  if (offset === null) throw badParameter('offset');
  const updatedSince = moment(query.updatedSince);
  if (updatedSince === undefined) throw badParameter('updatedSince');

  const vat = await services.transactions.system(async (tx) => {
    const percentages: VatPercentages = {};
    for (const rate of await vatRateService.allOn(tx, today))
      if (isVatCategory(rate.vatRateSymbol)) percentages[rate.vatRateSymbol] = rate.percentage;
    return percentages;
  });

  const imageUrl = (fileId: string) =>
    `${services.config.publicUrl}${signedFileUrl(services.config.secretKey, fileId, now)}`;
  const page = await services.transactions.tenant(unitId, (tx) =>
    readWebstoreProducts(tx, unitId, { limit, offset, updatedSince, today }, vat, imageUrl),
  );
  return reply.header('Cache-Control', 'no-store').send({ ...page, limit, offset });
}

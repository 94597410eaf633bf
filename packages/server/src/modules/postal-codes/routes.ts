import type { FastifyInstance } from 'fastify';
import { compactPostalCode } from '@fjord/domain';
import { HttpError } from '../../http/rest-errors.js';
import { postalPlace } from './postal-codes.js';

/** The register changes a few times a year; a browser may keep an answer for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /postal-codes/:code: the place of a Norwegian postal code, `{zip, city, municipality}`, for every
 * form that fills the city from the postal code. Public, since registration runs before there is a
 * session; the register is public data. Spaces are ignored; a code that is not four digits is
 * 400 `invalid_postal_code`, one the register does not have 404 `not_found`.
 */
export function registerPostalCodeRoutes(server: FastifyInstance): void {
  server.get<{ Params: { code: string } }>('/postal-codes/:code', async (req, reply) => {
    // Both answers last a day: the register is the same for every caller until the next release.
    reply.header('cache-control', CACHE_CONTROL);
    const code = compactPostalCode(req.params.code);
    if (!code) throw new HttpError(400, 'invalid_postal_code');
    const place = await postalPlace(code);
    if (!place) throw new HttpError(404, 'not_found');
    return place;
  });
}

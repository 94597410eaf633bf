import type { FastifyInstance } from 'fastify';
import { isLocale } from '@fjord/domain';
import type { Services } from '../../services.js';
import { allCountries } from './countries.js';

/** GET /countries?locale=nb: code, name, phone_code and currency ({code, name}); the locale defaults from Accept-Language. */
export function registerCountryRoutes(server: FastifyInstance, _services: Services): void {
  server.get<{ Querystring: { locale?: string } }>('/countries', async (req) => {
    const requested = req.query.locale ?? req.headers['accept-language']?.slice(0, 2);
    const locale = requested === 'no' || requested === 'nn' ? 'nb' : isLocale(requested) ? requested : 'en';
    return allCountries(locale).map((country) => ({
      code: country.code,
      name: country.name,
      phone_code: country.phoneCode,
      currency: country.currency,
    }));
  });
}

import type { Clock } from '../../../clock.js';
import type { Config } from '../../../config.js';
import { maskinportenTokens } from '../../../skatteetaten/maskinporten.js';
import { SimulatedTaxCardService } from './simulator.js';
import { SKATTEKORT_SCOPE, SkatteetatenTaxCardService } from './skatteetaten.js';
import type { TaxCardService } from './port.js';

export type { TaxCardAnswer, TaxCardRequest, TaxCardService, FetchedTaxCard, TaxCardDocument } from './port.js';

/** The adapter TAX_CARD_SERVICE names. */
export function createTaxCardService(config: Config, clock: Clock): TaxCardService {
  if (config.taxCardService !== 'skatteetaten') return new SimulatedTaxCardService(clock, config.taxCardServiceDelayMs);
  const client = config.maskinporten;
  return new SkatteetatenTaxCardService(clock, {
    url: config.taxCardServiceUrl,
    contactEmail: config.supportEmail,
    accessToken: client
      ? maskinportenTokens({
          tokenUrl: `${client.url}/token`,
          audience: `${client.url}/`,
          clientId: client.clientId,
          keyId: client.keyId,
          privateKey: client.privateKey,
          scope: SKATTEKORT_SCOPE,
        })
      : undefined,
  });
}

import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Transactions } from '../db/tenancy.js';
import { maskinportenTokens } from './maskinporten.js';
import {
  AltinnSystemUserService,
  SYSTEM_USER_REQUEST_READ_SCOPE,
  SYSTEM_USER_REQUEST_WRITE_SCOPE,
} from './system-user-altinn.js';
import type { SystemUserService } from './system-user-port.js';
import { SimulatedSystemUserService } from './system-user-simulator.js';

/** Where Altinn sends the company's administrator back to after deciding: Fjord's page of the system user. */
export const systemUserReturnUrl = (publicUrl: string) => `${publicUrl}/company-settings/altinn-users`;

/** The adapter ALTINN_SERVICE names; the real one shares the Maskinporten client of the tax card service. */
export function createSystemUserService(config: Config, clock: Clock, transactions: Transactions): SystemUserService {
  if (config.altinnService !== 'altinn')
    return new SimulatedSystemUserService(transactions, clock, config.publicUrl, config.altinnServiceDelayMs);
  const client = config.maskinporten;
  const tokens = (scope: string) =>
    client
      ? maskinportenTokens(
          {
            tokenUrl: `${client.url}/token`,
            audience: `${client.url}/`,
            clientId: client.clientId,
            keyId: client.keyId,
            privateKey: client.privateKey,
            scope,
          },
          fetch,
          clock,
        )
      : undefined;
  return new AltinnSystemUserService({
    url: config.altinnUrl,
    systemId: config.altinnSystemId!,
    redirectUrl: systemUserReturnUrl(config.publicUrl),
    writeToken: tokens(SYSTEM_USER_REQUEST_WRITE_SCOPE),
    readToken: tokens(SYSTEM_USER_REQUEST_READ_SCOPE),
  });
}

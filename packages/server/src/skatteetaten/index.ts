import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Transactions } from '../db/tenancy.js';
import type { AmeldingService } from './amelding-port.js';
import { AMELDING_SCOPE, DIALOGPORTEN_SCOPE, SkatteetatenAmeldingService } from './amelding-rest.js';
import { SimulatedAmeldingService } from './amelding-simulator.js';
import { systemUserTokens } from './maskinporten.js';

export * from './amelding-port.js';
export { checkAmeldingSchema, type AmeldingSchemaCheck, type AmeldingSchemaProblem } from './amelding-schema.js';
export { SIMULATED_AMELDING_OUTAGE, SimulatedAmeldingService } from './amelding-simulator.js';
export { SkatteetatenAmeldingService } from './amelding-rest.js';

/**
 * The a-melding adapter AMELDING_SERVICE names: the simulator (the default; its store is reached through the
 * system transactions), or Skatteetaten's REST APIs with tokens of Fjord's system user from the shared Maskinporten
 * client (MASKINPORTEN_*).
 */
export function createAmeldingService(config: Config, clock: Clock, transactions: Transactions): AmeldingService {
  if (config.ameldingService !== 'skatteetaten')
    return new SimulatedAmeldingService(transactions, clock, {
      delayMs: config.ameldingSimulatorDelayMs,
      feedbackMs: config.ameldingSimulatorFeedbackMs,
    });
  const client = config.maskinporten;
  return new SkatteetatenAmeldingService({
    // loadConfig refuses AMELDING_SERVICE=skatteetaten without both URLs.
    submissionUrl: config.ameldingServiceUrl!,
    feedbackUrl: config.ameldingFeedbackUrl!,
    dialogportenUrl: config.dialogportenUrl,
    accessToken: client
      ? systemUserTokens(
          {
            tokenUrl: `${client.url}/token`,
            audience: `${client.url}/`,
            clientId: client.clientId,
            keyId: client.keyId,
            privateKey: client.privateKey,
            scope: `${AMELDING_SCOPE} ${DIALOGPORTEN_SCOPE}`,
          },
          fetch,
          clock,
        )
      : undefined,
  });
}

import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { HttpAccessPoint } from './http.js';
import { SimulatedAccessPoint } from './simulator.js';
import type { AccessPoint } from './port.js';

export * from './port.js';

/** The adapter ACCESS_POINT names: the simulator unless a provider is configured. */
export function createAccessPoint(config: Config, clock: Clock): AccessPoint {
  const settings = config.accessPoint;
  if (settings.kind === 'http') return new HttpAccessPoint({ url: settings.url, apiKey: settings.apiKey });
  return new SimulatedAccessPoint(clock, { delayMs: settings.delayMs, stepMs: settings.stepMs });
}

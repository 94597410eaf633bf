import { isValidRegistrationNumber, normalizeRegistrationNumber } from '@fjord/domain';
import type { Config } from '../../../config.js';
import { AppError, invalid } from '../../../errors/app-error.js';
import type { Services } from '../../../services.js';
import { LOOKUPS_PER_MINUTE, LookupRateLimiter } from './rate-limit.js';
import { SimulatedVehicleRegistry } from './simulator.js';
import { StatensVegvesenRegistry } from './statens-vegvesen.js';
import type { VehicleInfo, VehicleRegistry } from './port.js';

export type { VehicleInfo, VehicleRegistry } from './port.js';

/** The adapter VEHICLE_REGISTRY names. */
export function createVehicleRegistry(config: Config): VehicleRegistry {
  return config.vehicleRegistry === 'statens-vegvesen'
    ? new StatensVegvesenRegistry(config.vehicleRegistryApiKey)
    : new SimulatedVehicleRegistry(config.vehicleRegistryDelayMs);
}

const limiters = new WeakMap<Services, LookupRateLimiter>();

function limiterOf(services: Services): LookupRateLimiter {
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = new LookupRateLimiter(services.clock);
    limiters.set(services, limiter);
  }
  return limiter;
}

/**
 * "Government car search by registration" for a member of the unit: the plate is
 * normalised and checked, the unit's lookups are counted (LOOKUPS_PER_MINUTE), and the registry
 * answers the vehicle or null.
 */
export async function governmentCarSearch(
  services: Services,
  unitId: string,
  rawRegistrationNumber: string,
): Promise<VehicleInfo | null> {
  const plate = normalizeRegistrationNumber(rawRegistrationNumber);
  if (!plate) throw invalid('car', 'registrationNumber', 'blank');
  if (!isValidRegistrationNumber(plate)) throw invalid('car', 'registrationNumber', 'invalid');
  if (!limiterOf(services).take(unitId))
    throw new AppError('TOO_MANY_REQUESTS', 'Too many vehicle registry lookups', {
      key: 'errors.vehicleRegistryRateLimited',
      params: { limit: LOOKUPS_PER_MINUTE },
    });
  return services.vehicleRegistry.lookup(plate);
}

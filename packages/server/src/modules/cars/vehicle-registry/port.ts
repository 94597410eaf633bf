import type { CarFuel, CarType } from '@fjord/domain';
import { AppError } from '../../../errors/app-error.js';

/** What the national vehicle register says about one plate. */
export type VehicleInfo = {
  /** Normalised: upper case, no spaces ("EL12345"). */
  registrationNumber: string;
  make: string;
  model: string;
  modelYear: number | null;
  fuel: CarFuel | null;
  carType: CarType | null;
  seats: number | null;
  /** YYYY-MM-DD */
  firstRegisteredDate: string | null;
  vin: string | null;
  /** NOK, a decimal string; not every vehicle has one. */
  norwegianListPriceAsNew?: string | null;
};

/**
 * The port: look a normalised plate up in the register. Answers null when the register has no such
 * vehicle; throws an AppError SERVICE_UNAVAILABLE when the register cannot answer now.
 */
export interface VehicleRegistry {
  lookup(registrationNumber: string): Promise<VehicleInfo | null>;
}

/** The text the register itself shows when it is down: Norwegian, as the real service answers. */
export const REGISTRY_UNAVAILABLE_TEXT = 'Kjøretøyregisteret svarer ikke nå. Prøv igjen senere.';

export function registryUnavailable(reason: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `Vehicle registry unavailable: ${reason}`, {
    key: 'errors.vehicleRegistryUnavailable',
    printableMessage: REGISTRY_UNAVAILABLE_TEXT,
  });
}

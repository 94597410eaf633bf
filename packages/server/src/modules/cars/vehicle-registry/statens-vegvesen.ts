import type { CarFuel, CarType } from '@fjord/domain';
import { AppError } from '../../../errors/app-error.js';
import { registryUnavailable, type VehicleInfo, type VehicleRegistry } from './port.js';

/**
 * Statens vegvesen's open API for technical vehicle data ("API for tekniske kjøretøyopplysninger",
 * vegvesen.no → Åpne data). One plate per call; the key is issued per organisation after
 * registration and goes in the SVV-Authorization header. See docs/operations.md.
 */
export const STATENS_VEGVESEN_URL = 'https://akfell-datautlevering.atlas.vegvesen.no/enkeltoppslag/kjoretoydata';
export const STATENS_VEGVESEN_KEY_HEADER = 'SVV-Authorization';

type Fetch = typeof fetch;

/** The parts of the answer this adapter reads (the answer holds much more). */
type Answer = {
  kjoretoydataListe?: {
    kjoretoyId?: { kjennemerke?: string; understellsnummer?: string };
    forstegangsregistrering?: { registrertForstegangNorgeDato?: string };
    godkjenning?: {
      tekniskGodkjenning?: {
        kjoretoyklassifisering?: { tekniskKode?: { kodeVerdi?: string } };
        tekniskeData?: {
          generelt?: { merke?: { merke?: string }[]; handelsbetegnelse?: string[] };
          miljodata?: { miljoOgdrivstoffGruppe?: { drivstoff?: { drivstoffKode?: { kodeVerdi?: string } }[] }[] };
          persontall?: { sitteplasserTotalt?: number };
        };
      };
    };
  }[];
};

/** Drivstoffkode: 1 bensin, 2 diesel, 5 elektrisk (hybrids report their fuel engine first). */
const FUELS: Record<string, CarFuel> = { '1': 'GASOLINE', '2': 'DIESEL', '5': 'ELECTRONIC' };

/** EU vehicle category (teknisk kode) → the spec's car types. */
function carTypeOf(code: string | undefined): CarType | null {
  if (!code) return null;
  if (code === 'M1') return 'PERSONAL';
  if (code === 'N1') return 'VAN';
  if (code === 'N2' || code === 'N3') return 'TRUCK';
  if (code.startsWith('T') || code.startsWith('C')) return 'TRACTOR';
  if (code.startsWith('O')) return 'TRAILER';
  if (code === 'L1e' || code === 'L2e') return 'SCOOTER';
  if (code.startsWith('L')) return 'BIKE';
  return null;
}

export function vehicleInfoFromAnswer(registrationNumber: string, answer: Answer): VehicleInfo | null {
  const vehicle = answer.kjoretoydataListe?.[0];
  if (!vehicle) return null;
  const technical = vehicle.godkjenning?.tekniskGodkjenning;
  const data = technical?.tekniskeData;
  const firstRegistered = vehicle.forstegangsregistrering?.registrertForstegangNorgeDato ?? null;
  const fuelCode = data?.miljodata?.miljoOgdrivstoffGruppe?.[0]?.drivstoff?.[0]?.drivstoffKode?.kodeVerdi;
  return {
    registrationNumber: vehicle.kjoretoyId?.kjennemerke?.replace(/\s/g, '') || registrationNumber,
    make: data?.generelt?.merke?.[0]?.merke ?? '',
    model: data?.generelt?.handelsbetegnelse?.[0] ?? '',
    // The register has no model year; the year of first registration is the usual stand-in.
    modelYear: firstRegistered ? Number(firstRegistered.slice(0, 4)) : null,
    fuel: (fuelCode && FUELS[fuelCode]) || null,
    carType: carTypeOf(technical?.kjoretoyklassifisering?.tekniskKode?.kodeVerdi),
    seats: data?.persontall?.sitteplasserTotalt ?? null,
    firstRegisteredDate: firstRegistered,
    vin: vehicle.kjoretoyId?.understellsnummer ?? null,
    norwegianListPriceAsNew: null,
  };
}

/**
 * The real adapter (VEHICLE_REGISTRY=statens-vegvesen). Without an API key it refuses every lookup
 * as "not configured"; no key is available to this project, so it is exercised only with a fake fetch.
 */
export class StatensVegvesenRegistry implements VehicleRegistry {
  constructor(
    private readonly apiKey: string | undefined,
    private readonly fetchImpl: Fetch = fetch,
    private readonly url: string = STATENS_VEGVESEN_URL,
  ) {}

  async lookup(registrationNumber: string): Promise<VehicleInfo | null> {
    if (!this.apiKey)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Vehicle registry not configured: VEHICLE_REGISTRY_API_KEY is missing',
        {
          key: 'errors.vehicleRegistryNotConfigured',
        },
      );
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.url}?kjennemerke=${encodeURIComponent(registrationNumber)}`, {
        headers: { [STATENS_VEGVESEN_KEY_HEADER]: `Apikey ${this.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw registryUnavailable(error instanceof Error ? error.message : 'network error');
    }
    if (response.status === 204 || response.status === 404) return null;
    if (!response.ok) throw registryUnavailable(`HTTP ${response.status}`);
    return vehicleInfoFromAnswer(registrationNumber, (await response.json()) as Answer);
  }
}

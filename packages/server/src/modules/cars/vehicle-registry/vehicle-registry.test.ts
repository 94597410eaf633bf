import { describe, expect, it } from 'vitest';
import { CAR_FUELS, CAR_TYPES, isValidRegistrationNumber, normalizeRegistrationNumber } from '@fjord/domain';
import { AppError } from '../../../errors/app-error.js';
import { LookupRateLimiter } from './rate-limit.js';
import { SIMULATED_OUTAGE_PLATE, SIMULATED_VEHICLES, SimulatedVehicleRegistry } from './simulator.js';
import { STATENS_VEGVESEN_KEY_HEADER, STATENS_VEGVESEN_URL, StatensVegvesenRegistry } from './statens-vegvesen.js';

describe('the simulated vehicle register', () => {
  it('holds realistic, well-formed vehicles of every type', () => {
    for (const vehicle of SIMULATED_VEHICLES) {
      expect(isValidRegistrationNumber(vehicle.registrationNumber), vehicle.registrationNumber).toBe(true);
      expect(normalizeRegistrationNumber(vehicle.registrationNumber)).toBe(vehicle.registrationNumber);
      // VINs are 17 characters without I, O and Q (ISO 3779).
      expect(vehicle.vin, vehicle.registrationNumber).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      if (vehicle.fuel) expect(CAR_FUELS).toContain(vehicle.fuel);
    }
    expect(new Set(SIMULATED_VEHICLES.map((vehicle) => vehicle.carType))).toEqual(new Set(CAR_TYPES));
    expect(new Set(SIMULATED_VEHICLES.map((vehicle) => vehicle.registrationNumber)).size).toBe(
      SIMULATED_VEHICLES.length,
    );
  });

  it('answers a known plate after its delay, null for an unknown one, and an outage for the outage plate', async () => {
    const registry = new SimulatedVehicleRegistry(20);
    const started = Date.now();
    expect(await registry.lookup('EK45678')).toMatchObject({ make: 'Volkswagen', carType: 'VAN', fuel: 'ELECTRONIC' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(await registry.lookup('XX99999')).toBeNull();
    const outage = await registry.lookup(SIMULATED_OUTAGE_PLATE).catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(AppError);
    expect(outage).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      printableMessage: 'Kjøretøyregisteret svarer ikke nå. Prøv igjen senere.',
    });
  });
});

describe('the Statens vegvesen adapter', () => {
  it('refuses every lookup as "not configured" without an API key, calling nothing', async () => {
    let called = false;
    const registry = new StatensVegvesenRegistry(undefined, (async () => {
      called = true;
      return new Response('{}');
    }) as typeof fetch);
    await expect(registry.lookup('EL12345')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      key: 'errors.vehicleRegistryNotConfigured',
    });
    expect(called).toBe(false);
  });

  it('calls the documented endpoint with the key header and reads the answer', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const answer = {
      kjoretoydataListe: [
        {
          kjoretoyId: { kjennemerke: 'EL 12345', understellsnummer: 'XP7YGCEK5PB123456' },
          forstegangsregistrering: { registrertForstegangNorgeDato: '2023-03-14' },
          godkjenning: {
            tekniskGodkjenning: {
              kjoretoyklassifisering: { tekniskKode: { kodeVerdi: 'M1' } },
              tekniskeData: {
                generelt: { merke: [{ merke: 'TESLA' }], handelsbetegnelse: ['MODEL Y'] },
                miljodata: { miljoOgdrivstoffGruppe: [{ drivstoff: [{ drivstoffKode: { kodeVerdi: '5' } }] }] },
                persontall: { sitteplasserTotalt: 5 },
              },
            },
          },
        },
      ],
    };
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      return url.includes('XX99999') ? new Response(null, { status: 204 }) : Response.json(answer);
    }) as unknown as typeof fetch;
    const registry = new StatensVegvesenRegistry('hemmelig', fake);
    expect(await registry.lookup('EL12345')).toEqual({
      registrationNumber: 'EL12345',
      make: 'TESLA',
      model: 'MODEL Y',
      modelYear: 2023,
      fuel: 'ELECTRONIC',
      carType: 'PERSONAL',
      seats: 5,
      firstRegisteredDate: '2023-03-14',
      vin: 'XP7YGCEK5PB123456',
      norwegianListPriceAsNew: null,
    });
    expect(calls[0]).toEqual({
      url: `${STATENS_VEGVESEN_URL}?kjennemerke=EL12345`,
      headers: { [STATENS_VEGVESEN_KEY_HEADER]: 'Apikey hemmelig', accept: 'application/json' },
    });
    expect(await registry.lookup('XX99999')).toBeNull();
  });

  it('turns an error status or a network failure into SERVICE_UNAVAILABLE with the printable text', async () => {
    const failing = new StatensVegvesenRegistry(
      'k',
      (async () => new Response('busy', { status: 503 })) as typeof fetch,
    );
    await expect(failing.lookup('EL12345')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const offline = new StatensVegvesenRegistry('k', (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    await expect(offline.lookup('EL12345')).rejects.toMatchObject({
      printableMessage: 'Kjøretøyregisteret svarer ikke nå. Prøv igjen senere.',
    });
  });
});

describe('LookupRateLimiter', () => {
  it('allows the limit in any minute per unit', () => {
    let now = 0;
    const limiter = new LookupRateLimiter({ now: () => new Date(now) }, 2);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    now = 59_999;
    expect(limiter.take('a')).toBe(false);
    now = 60_000;
    expect(limiter.take('a')).toBe(true);
  });
});

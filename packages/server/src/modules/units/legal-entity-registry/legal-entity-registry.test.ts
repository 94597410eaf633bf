import { describe, expect, it } from 'vitest';
import { isValidOrganizationNumber } from '@fjord/domain';
import { AppError } from '../../../errors/app-error.js';
import { BRREG_ENTITIES_URL, BrregLegalEntityRegistry } from './brreg.js';
import {
  SIMULATED_LEGAL_ENTITIES,
  SIMULATED_REGISTRY_OUTAGE_NUMBER,
  SimulatedLegalEntityRegistry,
} from './simulator.js';

/** A fetch that answers one status and body, and records the URL it was called with. */
function fakeFetch(status: number, body: unknown = {}) {
  const calls: string[] = [];
  const impl = (async (url: string) => {
    calls.push(url);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

/** Enhetsregisteret's answer for one entity, as the open API gives it (abridged). */
const EQUINOR = {
  organisasjonsnummer: '923609016',
  navn: 'EQUINOR ASA',
  organisasjonsform: { kode: 'ASA', beskrivelse: 'Allmennaksjeselskap' },
  forretningsadresse: {
    land: 'Norge',
    landkode: 'NO',
    postnummer: '4035',
    poststed: 'STAVANGER',
    adresse: ['Forusbeen 50'],
    kommune: 'STAVANGER',
    kommunenummer: '1103',
  },
  registrertIMvaregisteret: true,
};

describe('the Brønnøysund adapter (LEGAL_ENTITY_REGISTRY=brreg)', () => {
  it('asks the open API for the number and reads name, form, business address and VAT registration', async () => {
    const fetch = fakeFetch(200, EQUINOR);
    const entity = await new BrregLegalEntityRegistry(fetch.impl).lookup('923609016');
    expect(fetch.calls).toEqual([`${BRREG_ENTITIES_URL}/923609016`]);
    expect(entity).toEqual({
      organizationNumber: '923609016',
      name: 'EQUINOR ASA',
      organizationForm: 'ASA',
      address: 'Forusbeen 50',
      zip: '4035',
      city: 'STAVANGER',
      countryCode: 'NO',
      vatRegistered: true,
    });
  });

  it('falls back to the postal address and joins address lines', async () => {
    const fetch = fakeFetch(200, {
      organisasjonsnummer: '931162748',
      navn: 'NORDLYS KONSULT AS',
      postadresse: { landkode: 'NO', postnummer: '9008', poststed: 'TROMSØ', adresse: ['c/o Hansen', 'Storgata 90'] },
    });
    const entity = await new BrregLegalEntityRegistry(fetch.impl).lookup('931162748');
    expect(entity).toMatchObject({ address: 'c/o Hansen, Storgata 90', zip: '9008', vatRegistered: false });
  });

  it('answers null for an unknown (404) or deleted (410, or slettedato) entity', async () => {
    expect(await new BrregLegalEntityRegistry(fakeFetch(404).impl).lookup('999999980')).toBeNull();
    expect(await new BrregLegalEntityRegistry(fakeFetch(410).impl).lookup('999999980')).toBeNull();
    const deleted = fakeFetch(200, { ...EQUINOR, slettedato: '2020-01-01' });
    expect(await new BrregLegalEntityRegistry(deleted.impl).lookup('923609016')).toBeNull();
  });

  it('turns a server error or a network failure into SERVICE_UNAVAILABLE', async () => {
    const failing = new BrregLegalEntityRegistry(fakeFetch(503).impl);
    await expect(failing.lookup('923609016')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const offline = new BrregLegalEntityRegistry((async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    const error = await offline.lookup('923609016').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', key: 'errors.legalEntityRegistryUnavailable' });
  });
});

describe('the simulated register (the default)', () => {
  it('holds some 15 entities with valid, distinct organisation numbers, the demo companies among them', () => {
    expect(SIMULATED_LEGAL_ENTITIES.length).toBeGreaterThanOrEqual(15);
    const numbers = SIMULATED_LEGAL_ENTITIES.map((entity) => entity.organizationNumber);
    expect(numbers.every(isValidOrganizationNumber)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(expect.arrayContaining(['914778271', '931161377', '931162748', '931164112']));
    expect(isValidOrganizationNumber(SIMULATED_REGISTRY_OUTAGE_NUMBER)).toBe(true);
  });

  it('answers a known number, null for an unknown one, and an outage for the outage number', async () => {
    const registry = new SimulatedLegalEntityRegistry(0);
    expect(await registry.lookup('914778271')).toMatchObject({ name: 'Fjordhandel AS', city: 'Oslo' });
    expect(await registry.lookup('123456785')).toBeNull();
    await expect(registry.lookup(SIMULATED_REGISTRY_OUTAGE_NUMBER)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('takes its delay before answering, like the remote register', async () => {
    const started = Date.now();
    await new SimulatedLegalEntityRegistry(40).lookup('914778271');
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });
});

import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isKnownTaxTable, isValidPersonalNumber } from '@fjord/domain';
import { AppError } from '../../../errors/app-error.js';
import type { SkattekortTilArbeidsgiver } from './answer.js';
import { grantOf } from '../../../skatteetaten/maskinporten.js';
import { SIMULATED_OUTAGE_NUMBER, SimulatedTaxCardService } from './simulator.js';
import { SkatteetatenTaxCardService } from './skatteetaten.js';

const at = (iso: string) => ({ now: () => new Date(iso) });
const JUNE = at('2025-06-15T10:00:00Z');
const request = (personalNumber: string, year = 2025) => ({ organizationNumber: '915000002', personalNumber, year });

/** A valid personal number born 1 Jan 1990 whose individual number is `individual`. */
function personalNumber(individual: string): string {
  for (let control = 0; control < 100; control++) {
    const candidate = `010190${individual}${String(control).padStart(2, '0')}`;
    if (isValidPersonalNumber(candidate)) return candidate;
  }
  throw new Error(`no valid number with individual number ${individual}`);
}

/** The first valid number whose individual number ends in `digit`. */
function numberOfKind(digit: number): string {
  for (let individual = 500 + digit; individual < 1000; individual += 10) {
    try {
      return personalNumber(String(individual));
    } catch {
      // this individual number has no valid control digits with this birth date
    }
  }
  throw new Error(`no number of kind ${digit}`);
}

describe('the simulated tax card service', () => {
  const service = new SimulatedTaxCardService(JUNE, 0);

  it('answers the same card for the same number: a known table 8000–8400 with a percentage outside it', async () => {
    const number = numberOfKind(2);
    const first = await service.fetchTaxCard(request(number));
    expect(first.status).toBe('FOUND');
    if (first.status !== 'FOUND') return;
    expect(first.card.taxDeductionMethod).toBe('MAIN_EMPLOYER_TABLE');
    expect(isKnownTaxTable(first.card.taxTable!)).toBe(true);
    expect(Number(first.card.taxTable)).toBeGreaterThanOrEqual(8000);
    expect(Number(first.card.taxTable)).toBeLessThanOrEqual(8400);
    expect(first.card.taxPercentage).toMatch(/^\d+$/);
    expect(first.fetchedAt).toEqual(JUNE.now());
    expect(await service.fetchTaxCard(request(number))).toEqual(first);
  });

  it('answers percentage cards, exemption cards and, for a secondary employer, its own deduction', async () => {
    const percentage = await service.fetchTaxCard(request(numberOfKind(6)));
    expect(percentage).toMatchObject({ status: 'FOUND', card: { taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE' } });
    const frikort = await service.fetchTaxCard(request(numberOfKind(8)));
    expect(frikort).toMatchObject({
      status: 'FOUND',
      card: { taxDeductionMethod: 'TAX_EXEMPTION', taxExemptionAmountLimit: '100000', taxPercentage: '50' },
    });
    const secondary = await service.fetchTaxCard({ ...request(numberOfKind(2)), employer: 'secondary' });
    expect(secondary).toMatchObject({
      status: 'FOUND',
      card: { taxDeductionMethod: 'SECONDARY_EMPLOYER_PERCENTAGE', taxTable: null },
    });
  });

  it('has no card for numbers whose individual number ends in 9, nor for invalid numbers', async () => {
    expect(await service.fetchTaxCard(request(numberOfKind(9)))).toMatchObject({
      status: 'NOT_FOUND',
      resultCode: 'ikkeSkattekort',
    });
    expect(await service.fetchTaxCard(request('01019012345'))).toMatchObject({
      status: 'NOT_FOUND',
      resultCode: 'ugyldigFoedselsEllerDnummer',
    });
  });

  it("gives next year's card only from 1 December (Norwegian time)", async () => {
    const number = numberOfKind(2);
    expect((await service.fetchTaxCard(request(number, 2026))).status).toBe('NOT_FOUND');
    const november = new SimulatedTaxCardService(at('2025-11-30T22:59:00Z'), 0);
    expect((await november.fetchTaxCard(request(number, 2026))).status).toBe('NOT_FOUND');
    const december = new SimulatedTaxCardService(at('2025-11-30T23:00:00Z'), 0);
    expect((await december.fetchTaxCard(request(number, 2026))).status).toBe('FOUND');
  });

  it('is unavailable for the documented outage number', async () => {
    await expect(service.fetchTaxCard(request(SIMULATED_OUTAGE_NUMBER))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it("answers with an XML document in the service's shape", async () => {
    const number = numberOfKind(2);
    const answer = await service.fetchTaxCard(request(number));
    const xml = answer.document.data.toString('utf8');
    expect(answer.document).toMatchObject({ contentType: 'application/xml', fileName: 'skattekort-2025-010190.xml' });
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<resultatPaaForespoersel>skattekortopplysningerOK</resultatPaaForespoersel>');
    expect(xml).toContain('<trekkode>loennFraHovedarbeidsgiver</trekkode>');
    expect(xml).toContain(`<tabellnummer>${answer.status === 'FOUND' ? answer.card.taxTable : ''}</tabellnummer>`);
    expect(xml).toContain(`<arbeidstakeridentifikator>${number}</arbeidstakeridentifikator>`);
    const missing = await service.fetchTaxCard(request(numberOfKind(9)));
    expect(missing.document.data.toString('utf8')).toContain('ikkeSkattekort');
  });
});

describe("Skatteetaten's adapter", () => {
  const number = '01019099047';
  const svar: SkattekortTilArbeidsgiver = {
    status: 'FORESPOERSEL_OK',
    arbeidsgiver: [
      {
        arbeidsgiveridentifikator: { organisasjonsnummer: '915000002' },
        arbeidstaker: [
          {
            inntektsaar: 2025,
            arbeidstakeridentifikator: number,
            resultatPaaForespoersel: 'skattekortopplysningerOK',
            skattekort: {
              utstedtDato: '2024-12-03',
              skattekortidentifikator: 123,
              forskuddstrekk: [
                { trekkode: 'loennFraHovedarbeidsgiver', trekktabell: { tabellnummer: '8115', prosentsats: 43 } },
                { trekkode: 'loennFraBiarbeidsgiver', trekkprosent: { prosentsats: 43 } },
              ],
            },
          },
        ],
      },
    ],
  };

  it('orders the card, waits while the answer is made, and reads it', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const answers = [
      new Response(JSON.stringify({ bestillingsreferanse: 'BR42' }), { status: 200 }),
      new Response(null, { status: 204 }),
      new Response(JSON.stringify(svar), { status: 200 }),
    ];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return answers.shift()!;
    }) as typeof fetch;
    const adapter = new SkatteetatenTaxCardService(JUNE, {
      url: 'https://api-test.sits.no/api/forskudd',
      accessToken: async () => 'token',
      contactEmail: 'lonn@example.no',
      fetchImpl,
      pollIntervalMs: 0,
    });
    const answer = await adapter.fetchTaxCard(request(number));
    expect(answer).toMatchObject({
      status: 'FOUND',
      card: { calendarYear: 2025, taxDeductionMethod: 'MAIN_EMPLOYER_TABLE', taxTable: '8115', taxPercentage: '43' },
    });
    expect(calls[0]!.url).toMatch(/^https:\/\/api-test\.sits\.no\/api\/forskudd\/bestillSkattekort\?idempotensid=/);
    const order = JSON.parse(String(calls[0]!.init!.body));
    expect(order.forespoerselOmSkattekortTilArbeidsgiver.arbeidsgiver[0]).toEqual({
      arbeidsgiveridentifikator: { organisasjonsnummer: '915000002' },
      arbeidstakeridentifikator: [number],
    });
    expect(calls[1]!.url).toBe('https://api-test.sits.no/api/forskudd/skattekortTilArbeidsgiver/svar/BR42');
    expect((calls[1]!.init!.headers as Record<string, string>).authorization).toBe('Bearer token');
  });

  it('is unavailable without credentials, on an error status and when the network fails', async () => {
    const unconfigured = new SkatteetatenTaxCardService(JUNE, { accessToken: undefined, contactEmail: 'x@example.no' });
    await expect(unconfigured.fetchTaxCard(request(number))).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    for (const fetchImpl of [
      (async () => new Response('down', { status: 503 })) as unknown as typeof fetch,
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    ]) {
      const adapter = new SkatteetatenTaxCardService(JUNE, {
        accessToken: async () => 'token',
        contactEmail: 'x@example.no',
        fetchImpl,
      });
      const error = await adapter.fetchTaxCard(request(number)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('signs the Maskinporten grant with the client key', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const grant = grantOf(
      {
        tokenUrl: 'https://test.maskinporten.no/token',
        audience: 'https://test.maskinporten.no/',
        clientId: 'client',
        keyId: 'key-1',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        scope: 'skatteetaten:skattekorttilarbeidsgiver',
      },
      JUNE.now(),
    );
    const [header, claims, signature] = grant.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'RS256', kid: 'key-1' });
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
      iss: 'client',
      aud: 'https://test.maskinporten.no/',
      scope: 'skatteetaten:skattekorttilarbeidsgiver',
    });
    expect(
      verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature!, 'base64url')),
    ).toBe(true);
  });
});

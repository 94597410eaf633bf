import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildAmelding } from '@fjord/domain';
import { ameldingInput } from '../../../domain/src/payroll/a-melding/testing/months.js';
import { loadConfig } from '../config.js';
import { createTransactions } from '../db/tenancy.js';
import type { Db } from '../db/connection.js';
import { AppError } from '../errors/app-error.js';
import { AmeldingRefusal, type AmeldingSubmission } from './amelding-port.js';
import { AMELDING_SCOPE, DIALOGPORTEN_SCOPE, SkatteetatenAmeldingService } from './amelding-rest.js';
import { SimulatedAmeldingService } from './amelding-simulator.js';
import { createAmeldingService } from './index.js';
import { grantOf, systemUserAuthorization, systemUserTokens } from './maskinporten.js';

type Call = { url: string; init: RequestInit };

/** A fetch that records its calls and answers the given responses in turn. */
function fakeFetch(...answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    if (answer instanceof Error) throw answer;
    return answer;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sender = { organizationNumber: '312971003', systemUserId: 'system-user-1' };
const submission = (): AmeldingSubmission => ({
  sender,
  month: '2026-03',
  message: buildAmelding(ameldingInput()),
  idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
});

function adapter(fetchImpl: typeof fetch, tokenFor: string[] = []) {
  return new SkatteetatenAmeldingService({
    submissionUrl: 'https://api-test.example/amelding/',
    feedbackUrl: 'https://api-test.example/tilbakemelding',
    dialogportenUrl: 'https://platform.tt02.example/dialogporten',
    accessToken: async (organizationNumber) => {
      tokenFor.push(organizationNumber);
      return `token-${organizationNumber}`;
    },
    fetchImpl,
  });
}

const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe("Skatteetaten's a-melding adapter", () => {
  it('POSTs the message to {url}/{org}/{month} with the idempotency key, JSON headers and the system user’s token', async () => {
    const { calls, fetchImpl } = fakeFetch(json({ dialogId: 'D1', forsendelseId: 'F1', meldingsId: 'AM-2026-03-1' }));
    const tokenFor: string[] = [];
    const receipt = await adapter(fetchImpl, tokenFor).submit(submission());
    expect(receipt).toEqual({ dialogId: 'D1', transmissionId: 'F1', meldingsId: 'AM-2026-03-1' });
    expect(calls[0]!.url).toBe(
      'https://api-test.example/amelding/312971003/2026-03?idempotencyKey=0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(calls[0]!.init.method).toBe('POST');
    expect(headersOf(calls[0]!)).toEqual({
      authorization: 'Bearer token-312971003',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(submission().message);
    expect(tokenFor).toEqual(['312971003']);
  });

  it('maps an error body {kode, melding, korrelasjonsid} of a 4xx to an AmeldingRefusal', async () => {
    const { fetchImpl } = fakeFetch(
      json({ kode: 'AMLD_019', melding: 'Idempotensnøkkel er benyttet tidligere', korrelasjonsid: 'k-42' }, 409),
    );
    const error = await adapter(fetchImpl)
      .submit(submission())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmeldingRefusal);
    expect(error).toMatchObject({
      code: 'AMLD_019',
      text: 'Idempotensnøkkel er benyttet tidligere (korrelasjonsid k-42)',
      httpStatus: 409,
    });
  });

  it('a 4xx without Skatteetaten’s body is refused with its status as the code', async () => {
    const { fetchImpl } = fakeFetch(new Response('nope', { status: 403, statusText: 'Forbidden' }));
    await expect(adapter(fetchImpl).submit(submission())).rejects.toMatchObject({ code: 'HTTP_403', httpStatus: 403 });
  });

  it('is unavailable on a 5xx, a 429, a network failure, a receipt without ids, and without Maskinporten', async () => {
    const failures = [
      new Response('down', { status: 503 }),
      json({ kode: 'AMLD_017', melding: 'Prøv igjen senere' }, 500),
      new Response('slow down', { status: 429 }),
      new TypeError('fetch failed'),
      json({ meldingsId: 'AM-2026-03-1' }),
    ];
    for (const failure of failures) {
      const error = await adapter(fakeFetch(failure).fetchImpl)
        .submit(submission())
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('SERVICE_UNAVAILABLE');
    }
    const unconfigured = new SkatteetatenAmeldingService({
      submissionUrl: 'https://x.example',
      feedbackUrl: 'https://x.example',
      dialogportenUrl: 'https://x.example',
      accessToken: undefined,
    });
    await expect(unconfigured.submit(submission())).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('reads the dialog in Dialogporten: waiting until a transmission other than the submission has a document', async () => {
    const submitted = { id: 'T1', type: 'Submission', createdAt: '2026-04-02T08:00:00Z', attachments: [{ id: 'A0' }] };
    const feedback = { id: 'T2', type: 'Acceptance', createdAt: '2026-04-02T08:05:00Z', attachments: [{ id: 'A2' }] };
    const { calls, fetchImpl } = fakeFetch(
      json({ transmissions: [submitted] }),
      json({ transmissions: [submitted, feedback] }),
    );
    const service = adapter(fetchImpl);
    expect(await service.progress(sender, 'D1')).toEqual({ state: 'WAITING' });
    expect(await service.progress(sender, 'D1')).toEqual({
      state: 'FEEDBACK_READY',
      feedbackTransmissionId: 'T2',
      feedbackDocumentId: 'A2',
    });
    expect(calls[0]!.url).toBe('https://platform.tt02.example/dialogporten/api/v1/enduser/dialogs/D1');
    expect(calls[0]!.init.method).toBe('GET');
    expect(headersOf(calls[0]!)).toEqual({ authorization: 'Bearer token-312971003', accept: 'application/json' });
  });

  it('an unknown dialog is refused with Dialogporten’s problem title', async () => {
    const { fetchImpl } = fakeFetch(json({ title: 'Dialog not found', status: 404 }, 404));
    await expect(adapter(fetchImpl).progress(sender, 'D9')).rejects.toMatchObject({
      code: 'HTTP_404',
      text: 'Dialog not found',
    });
  });

  it('fetches the feedback document by transmission and document id and answers it as it is', async () => {
    const document = { mottak: [{ kalendermaaned: '2026-03', mottattLeveranse: [] }] };
    const { calls, fetchImpl } = fakeFetch(json(document));
    const ids = { dialogId: 'D1', feedbackTransmissionId: 'T2', feedbackDocumentId: 'A2' };
    expect(await adapter(fetchImpl).feedback(sender, ids)).toEqual(document);
    expect(calls[0]!.url).toBe('https://api-test.example/tilbakemelding/312971003/forsendelser/T2/dokumenter/A2');
  });
});

describe('Maskinporten tokens of the system user', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const client = {
    tokenUrl: 'https://test.maskinporten.no/token',
    audience: 'https://test.maskinporten.no/',
    clientId: 'client',
    keyId: 'key-1',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    scope: `${AMELDING_SCOPE} ${DIALOGPORTEN_SCOPE}`,
  };
  const claimsOf = (grant: string) => JSON.parse(Buffer.from(grant.split('.')[1]!, 'base64url').toString());

  it('the grant names the company’s system user in authorization_details (ISO 6523 0192 and the org number)', () => {
    const grant = grantOf({ ...client, authorizationDetails: systemUserAuthorization('312971003') }, new Date());
    expect(claimsOf(grant)).toMatchObject({
      scope: 'skatteetaten:innrapporteringamelding digdir:dialogporten',
      authorization_details: [
        { type: 'urn:altinn:systemuser', systemuser_org: { authority: 'iso6523-actorid-upis', ID: '0192:312971003' } },
      ],
    });
    expect(claimsOf(grantOf(client, new Date()))).not.toHaveProperty('authorization_details');
  });

  it('keeps one token per company until it nearly expires', async () => {
    const { calls, fetchImpl } = fakeFetch(
      json({ access_token: 'a', expires_in: 120 }),
      json({ access_token: 'b', expires_in: 120 }),
    );
    const tokens = systemUserTokens(client, fetchImpl, { now: () => new Date('2026-04-02T08:00:00Z') });
    expect([await tokens('312971003'), await tokens('312971003'), await tokens('313001008')]).toEqual(['a', 'a', 'b']);
    const grants = calls.map((call) => claimsOf(new URLSearchParams(String(call.init.body)).get('assertion')!));
    expect(grants.map((claims) => claims.authorization_details[0].systemuser_org.ID)).toEqual([
      '0192:312971003',
      '0192:313001008',
    ]);
  });
});

describe('the a-melding adapter of the configuration', () => {
  const transactions = createTransactions({} as Db, 'fjord_app');
  const clock = { now: () => new Date() };

  it('is the simulator by default, with the feedback at once in tests', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({ ameldingService: 'simulator', ameldingSimulatorFeedbackMs: 0 });
    expect(createAmeldingService(config, clock, transactions)).toBeInstanceOf(SimulatedAmeldingService);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32) }).ameldingSimulatorFeedbackMs).toBe(3000);
  });

  it('is Skatteetaten’s with AMELDING_SERVICE=skatteetaten, which needs both URLs', () => {
    const env = {
      NODE_ENV: 'test',
      AMELDING_SERVICE: 'skatteetaten',
      AMELDING_SERVICE_URL: 'https://api.example/amelding',
      AMELDING_FEEDBACK_URL: 'https://api.example/tilbakemelding',
    };
    expect(createAmeldingService(loadConfig(env), clock, transactions)).toBeInstanceOf(SkatteetatenAmeldingService);
    expect(() => loadConfig({ ...env, AMELDING_FEEDBACK_URL: '' })).toThrow(/AMELDING_FEEDBACK_URL/);
    expect(() => loadConfig({ ...env, AMELDING_SERVICE: 'altinn2' })).toThrow(/AMELDING_SERVICE/);
    expect(() => loadConfig({ ...env, DIALOGPORTEN_URL: 'ftp://x' })).toThrow(/DIALOGPORTEN_URL/);
  });
});

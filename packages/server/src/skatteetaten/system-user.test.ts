import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { AltinnSystemUserService } from './system-user-altinn.js';

type Call = { url: string; init?: RequestInit };

/** A fake network answering the given responses in turn, recording each call. */
function fakeFetch(...answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const adapter = (fetchImpl: typeof fetch, configured = true) =>
  new AltinnSystemUserService({
    url: 'https://platform.tt02.altinn.no/',
    systemId: '914778271_fjord',
    redirectUrl: 'https://fjord.example.no/company-settings/altinn-users',
    writeToken: configured ? async () => 'write-token' : undefined,
    readToken: configured ? async () => 'read-token' : undefined,
    fetchImpl,
  });

describe("Altinn's system user adapter", () => {
  it('asks for the system user with the a-melding and tax card rights and answers the confirmation link', async () => {
    const { calls, fetchImpl } = fakeFetch(
      json({ id: 'req-1', status: 'New', confirmUrl: 'https://am.ui.tt02.altinn.no/systemuser/request?id=req-1' }, 201),
    );
    expect(await adapter(fetchImpl).request('931161377')).toEqual({
      requestId: 'req-1',
      status: 'NEW',
      confirmUrl: 'https://am.ui.tt02.altinn.no/systemuser/request?id=req-1',
    });
    expect(calls[0]!.url).toBe('https://platform.tt02.altinn.no/authentication/api/v1/systemuser/request/vendor');
    expect(calls[0]!.init!.method).toBe('POST');
    expect((calls[0]!.init!.headers as Record<string, string>).authorization).toBe('Bearer write-token');
    const body = JSON.parse(String(calls[0]!.init!.body));
    expect(body).toEqual({
      externalRef: expect.stringMatching(/^[0-9a-f-]{36}$/),
      systemId: '914778271_fjord',
      partyOrgNo: '931161377',
      rights: [
        { resource: [{ id: 'urn:altinn:resource', value: 'ske-innrapportering-amelding' }] },
        { resource: [{ id: 'urn:altinn:resource', value: 'ske-skattekort-til-arbeidsgiver' }] },
      ],
      redirectUrl: 'https://fjord.example.no/company-settings/altinn-users',
    });
  });

  it("reads Altinn's states: New waits; Accepted names the system user; Rejected, Denied, Timedout and a request it no longer knows are rejections", async () => {
    const { calls, fetchImpl } = fakeFetch(
      json({ id: 'req-1', status: 'New' }),
      json({ id: 'req-1', status: 'Accepted', externalRef: 'ref-1' }),
      json({ id: 'req-1', status: 'Accepted', externalRef: 'ref-1', systemUserId: 'su-9' }),
      json({ id: 'req-1', status: 'Rejected' }),
      json({ id: 'req-1', status: 'Denied' }),
      json({ id: 'req-1', status: 'Timedout' }),
      new Response('', { status: 404 }),
    );
    const service = adapter(fetchImpl);
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await service.status('req-1'));
    expect(answers).toEqual([
      { status: 'NEW', systemUserId: null },
      { status: 'ACCEPTED', systemUserId: 'ref-1' },
      { status: 'ACCEPTED', systemUserId: 'su-9' },
      { status: 'REJECTED', systemUserId: null },
      { status: 'REJECTED', systemUserId: null },
      { status: 'REJECTED', systemUserId: null },
      { status: 'REJECTED', systemUserId: null },
    ]);
    expect(calls[0]!.url).toBe('https://platform.tt02.altinn.no/authentication/api/v1/systemuser/request/vendor/req-1');
    expect((calls[0]!.init!.headers as Record<string, string>).authorization).toBe('Bearer read-token');
  });

  it('is unavailable without Maskinporten credentials, on an error status, a failed network, an unknown state or an answer without a link', async () => {
    const failures = [
      () => adapter(fakeFetch().fetchImpl, false).request('931161377'),
      () => adapter(fakeFetch().fetchImpl, false).status('req-1'),
      () => adapter(fakeFetch(new Response('down', { status: 503 })).fetchImpl).request('931161377'),
      () => adapter(fakeFetch(new TypeError('fetch failed')).fetchImpl).status('req-1'),
      () => adapter(fakeFetch(json({ id: 'req-1', status: 'Whatever' })).fetchImpl).status('req-1'),
      () => adapter(fakeFetch(json({ id: 'req-1', status: 'New' })).fetchImpl).request('931161377'),
      () => adapter(fakeFetch(new Response('not json', { status: 200 })).fetchImpl).status('req-1'),
    ];
    for (const failure of failures)
      await expect(failure()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', key: 'errors.altinnUnavailable' });
  });
});

describe('the Altinn settings', () => {
  it('default to the simulated Altinn, and the real one needs the system id', () => {
    expect(loadConfig({})).toMatchObject({ altinnService: 'simulator', altinnUrl: 'https://platform.altinn.no' });
    expect(() => loadConfig({ ALTINN_SERVICE: 'altinn' })).toThrow(/ALTINN_SYSTEM_ID/);
    expect(() => loadConfig({ ALTINN_SERVICE: 'altinn2' })).toThrow(/simulator or altinn/);
    expect(
      loadConfig({ ALTINN_SERVICE: 'altinn', ALTINN_SYSTEM_ID: '914778271_fjord', ALTINN_URL: 'https://x.no/' }),
    ).toMatchObject({ altinnService: 'altinn', altinnSystemId: '914778271_fjord', altinnUrl: 'https://x.no' });
  });
});

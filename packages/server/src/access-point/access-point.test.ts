import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidOrganizationNumber } from '@fjord/domain';
import { AppError } from '../errors/app-error.js';
import { DEMO_CUSTOMERS } from '../modules/customers/demo.js';
import { loadConfig } from '../config.js';
import { HttpAccessPoint } from './http.js';
import { AccessPointRejection, participantIdOf, type OutgoingDocument } from './port.js';
import {
  SIMULATED_ACCESS_POINT_OUTAGE,
  SIMULATED_DETAILS,
  SIMULATED_RECEIVER_BOTH,
  SIMULATED_RECEIVER_INVOICE_ONLY,
  SIMULATED_RECEIVER_NOT_REGISTERED,
  SIMULATED_RECEIVER_REJECTS,
  SIMULATED_RECEIVER_SILENT,
  SIMULATED_PEPPOL_DIRECTORY,
  SimulatedAccessPoint,
} from './simulator.js';

const STEP = 1000;
const INVOICE_XML = '<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>';
const CREDIT_XML =
  '<?xml version="1.0"?><CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/>';

class Clock {
  at = Date.parse('2026-11-02T09:00:00Z');
  now = () => new Date(this.at);
}

const document = (receiver: string, overrides: Partial<OutgoingDocument> = {}): OutgoingDocument => ({
  documentXml: INVOICE_XML,
  sender: participantIdOf('914778271'),
  receiver: participantIdOf(receiver),
  documentType: 'invoice',
  reference: 'delivery-1',
  ...overrides,
});

const code = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('the simulated access point', () => {
  const clock = new Clock();
  const ap = new SimulatedAccessPoint(clock, { delayMs: 0, stepMs: STEP });

  it('its directory answers by organisation number: both documents, invoices only, not registered', async () => {
    expect(await ap.lookup(participantIdOf(SIMULATED_RECEIVER_BOTH))).toEqual({
      registered: true,
      documentTypes: { invoice: true, creditNote: true },
    });
    expect(await ap.lookup(participantIdOf(SIMULATED_RECEIVER_INVOICE_ONLY))).toEqual({
      registered: true,
      documentTypes: { invoice: true, creditNote: false },
    });
    expect(await ap.lookup(participantIdOf(SIMULATED_RECEIVER_NOT_REGISTERED))).toEqual({
      registered: false,
      documentTypes: { invoice: false, creditNote: false },
    });
  });

  it('its directory holds valid organisation numbers only', () => {
    for (const number of Object.keys(SIMULATED_PEPPOL_DIRECTORY))
      expect(isValidOrganizationNumber(number), number).toBe(true);
  });

  it('the demo: every customer that wants EHF takes invoices by it, and some companies are not in the network', async () => {
    const companies = DEMO_CUSTOMERS.filter((customer) => customer.organizationNumber);
    const registered = async (number: string) => (await ap.lookup(participantIdOf(number))).documentTypes.invoice;
    for (const customer of companies.filter((c) => c.invoiceDeliveryMethod === 'EHF'))
      expect(await registered(customer.organizationNumber!), customer.name).toBe(true);
    const outside = [];
    for (const customer of companies)
      if (!(await registered(customer.organizationNumber!))) outside.push(customer.name);
    expect(outside).toContain('Nordic Café Drift AS');
  });

  it('a delivered message moves pending → sent → received → delivered, one state per step, with its times', async () => {
    const sentAt = clock.at;
    const { messageId } = await ap.send(document(SIMULATED_RECEIVER_BOTH));
    const seen = [];
    for (let step = 0; step <= 4; step += 1) {
      clock.at = sentAt + step * STEP + STEP / 2;
      seen.push(await ap.status(messageId));
    }
    expect(seen.map((status) => status.state)).toEqual(['PENDING', 'SENT', 'RECEIVED', 'DELIVERED', 'DELIVERED']);
    expect(seen.map((status) => status.at.getTime() - sentAt)).toEqual([0, STEP, 2 * STEP, 3 * STEP, 3 * STEP]);
    expect(seen[3]!.detail).toBe(SIMULATED_DETAILS.DELIVERED);
  });

  it('the state is the clock’s: another instance (another server process) answers the same for the message', async () => {
    const { messageId } = await ap.send(document(SIMULATED_RECEIVER_BOTH));
    clock.at += 2 * STEP;
    const other = new SimulatedAccessPoint(clock, { delayMs: 0, stepMs: STEP });
    expect(await other.status(messageId)).toEqual(await ap.status(messageId));
  });

  it('a receiver whose access point rejects: the message fails after sent, with the reason', async () => {
    const { messageId } = await ap.send(document(SIMULATED_RECEIVER_REJECTS));
    clock.at += STEP;
    expect((await ap.status(messageId)).state).toBe('SENT');
    clock.at += STEP;
    expect(await ap.status(messageId)).toMatchObject({ state: 'FAILED', detail: SIMULATED_DETAILS.REJECTED });
  });

  it('a silent receiver: the message stays sent however long one waits', async () => {
    const { messageId } = await ap.send(document(SIMULATED_RECEIVER_SILENT));
    clock.at += 1000 * STEP;
    expect((await ap.status(messageId)).state).toBe('SENT');
  });

  it('refuses for good a receiver not registered, a document type it does not take, a root that is not the type', async () => {
    const refusal = (doc: OutgoingDocument) => ap.send(doc).catch((error: unknown) => error);
    expect(await refusal(document(SIMULATED_RECEIVER_NOT_REGISTERED))).toBeInstanceOf(AccessPointRejection);
    const creditNote = await refusal(
      document(SIMULATED_RECEIVER_INVOICE_ONLY, { documentType: 'creditNote', documentXml: CREDIT_XML }),
    );
    expect((creditNote as AccessPointRejection).reason).toContain('kreditnotaer');
    expect(await refusal(document(SIMULATED_RECEIVER_BOTH, { documentType: 'creditNote' }))).toBeInstanceOf(
      AccessPointRejection,
    );
    expect(await refusal(document(SIMULATED_RECEIVER_BOTH, { sender: '0192:x' as never }))).toBeInstanceOf(
      AccessPointRejection,
    );
    await expect(ap.status('not-a-message')).rejects.toBeInstanceOf(AccessPointRejection);
  });

  it('the outage receiver answers as an access point that is down (SERVICE_UNAVAILABLE), lookups and sends alike', async () => {
    const participant = participantIdOf(SIMULATED_ACCESS_POINT_OUTAGE);
    expect(code(await ap.lookup(participant).catch((error: unknown) => error))).toBe('SERVICE_UNAVAILABLE');
    expect(code(await ap.send(document(SIMULATED_ACCESS_POINT_OUTAGE)).catch((error: unknown) => error))).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });

  it('each call takes the configured delay, like a remote service', async () => {
    const slow = new SimulatedAccessPoint(clock, { delayMs: 60, stepMs: STEP });
    const started = performance.now();
    await slow.lookup(participantIdOf(SIMULATED_RECEIVER_BOTH));
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('the access point configuration', () => {
  it('is the simulator unless ACCESS_POINT=http, which needs a URL and an API key', () => {
    expect(loadConfig({}).accessPoint.kind).toBe('simulator');
    expect(() => loadConfig({ ACCESS_POINT: 'http' })).toThrow(/ACCESS_POINT_URL/);
    expect(() => loadConfig({ ACCESS_POINT: 'http', ACCESS_POINT_URL: 'https://ap.example.no' })).toThrow(
      /ACCESS_POINT_API_KEY/,
    );
    expect(() => loadConfig({ ACCESS_POINT: 'peppol' })).toThrow(/simulator or http/);
    expect(
      loadConfig({ ACCESS_POINT: 'http', ACCESS_POINT_URL: 'https://ap.example.no/v1/', ACCESS_POINT_API_KEY: 'k' })
        .accessPoint,
    ).toMatchObject({ kind: 'http', url: 'https://ap.example.no/v1', apiKey: 'k' });
  });
});

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

describe('the HTTP access point against a provider on a local port', () => {
  const requests: Recorded[] = [];
  let answer: (request: Recorded) => { status: number; body?: unknown; raw?: string } = () => ({ status: 500 });
  let server: Server;
  let ap: HttpAccessPoint;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const recorded = { method: req.method!, url: req.url!, headers: req.headers, body };
        requests.push(recorded);
        const reply = answer(recorded);
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ap = new HttpAccessPoint({ url: `http://127.0.0.1:${port}/api`, apiKey: 'secret-key' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('looks a participant up with the API key; 404 is not registered', async () => {
    answer = ({ url }) =>
      url.endsWith(encodeURIComponent('0192:910684035'))
        ? { status: 200, body: { registered: true, documentTypes: { invoice: true, creditNote: false } } }
        : { status: 404, body: { error: 'not found' } };
    expect(await ap.lookup(participantIdOf('910684035'))).toEqual({
      registered: true,
      documentTypes: { invoice: true, creditNote: false },
    });
    expect(await ap.lookup(participantIdOf('988542148'))).toEqual({
      registered: false,
      documentTypes: { invoice: false, creditNote: false },
    });
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/participants/0192%3A988542148',
      headers: { authorization: 'Bearer secret-key', accept: 'application/json' },
    });
  });

  it('hands a document over as JSON with its reference as the idempotency key, and answers the message id', async () => {
    answer = () => ({ status: 202, body: { messageId: 'msg-1' } });
    expect(await ap.send(document('910684035'))).toEqual({ messageId: 'msg-1' });
    const sent = requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/messages' });
    expect(sent.headers['idempotency-key']).toBe('delivery-1');
    expect(JSON.parse(sent.body)).toEqual({
      sender: '0192:914778271',
      receiver: '0192:910684035',
      documentType: 'invoice',
      document: INVOICE_XML,
    });
  });

  it('a 422 is a refusal for good with the provider’s reason; a 503 and a dead port are unavailable', async () => {
    answer = () => ({ status: 422, body: { error: 'Receiver does not support document type' } });
    const refused = await ap.send(document('910684035')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AccessPointRejection);
    expect((refused as AccessPointRejection).reason).toBe('Receiver does not support document type');
    answer = () => ({ status: 503 });
    expect(code(await ap.send(document('910684035')).catch((error: unknown) => error))).toBe('SERVICE_UNAVAILABLE');
    const dead = new HttpAccessPoint({ url: 'http://127.0.0.1:1', apiKey: 'k' });
    expect(code(await dead.lookup(participantIdOf('910684035')).catch((error: unknown) => error))).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });

  it('reads a message’s state; an unknown state or a malformed answer is unavailable, 404 an unknown message', async () => {
    answer = () => ({ status: 200, body: { state: 'RECEIVED', detail: 'AS4 receipt', at: '2026-11-02T09:00:05Z' } });
    expect(await ap.status('msg/1')).toEqual({
      state: 'RECEIVED',
      detail: 'AS4 receipt',
      at: new Date('2026-11-02T09:00:05Z'),
    });
    expect(requests.at(-1)!.url).toBe('/api/messages/msg%2F1');
    answer = () => ({ status: 200, body: { state: 'LOST', at: '2026-11-02T09:00:05Z' } });
    expect(code(await ap.status('msg-1').catch((error: unknown) => error))).toBe('SERVICE_UNAVAILABLE');
    answer = () => ({ status: 200, raw: '<html>' });
    expect(code(await ap.status('msg-1').catch((error: unknown) => error))).toBe('SERVICE_UNAVAILABLE');
    answer = () => ({ status: 404 });
    expect(await ap.status('msg-1').catch((error: unknown) => error)).toBeInstanceOf(AccessPointRejection);
  });
});

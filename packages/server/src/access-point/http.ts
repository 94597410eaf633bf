import {
  AccessPointRejection,
  accessPointUnavailable,
  MESSAGE_STATES,
  type AccessPoint,
  type MessageState,
  type MessageStatus,
  type OutgoingDocument,
  type ParticipantId,
  type ParticipantLookup,
} from './port.js';

type Fetch = typeof fetch;

/** How long a call may take before the access point counts as not answering. */
const TIMEOUT_MS = 15_000;

/**
 * The real adapter (ACCESS_POINT=http): a Peppol access point provider's REST API, as the provider
 * contract of docs/architecture/platform.md describes it. Bearer API key; JSON in and out.
 * 404 on a participant: not registered. 400/409/422 on a hand-over: refused for good (the body's
 * `error` is the reason). 5xx, 429, a timeout or no connection: unavailable, tried again later.
 */
export class HttpAccessPoint implements AccessPoint {
  constructor(
    private readonly options: { url: string; apiKey: string },
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.options.url}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${this.options.apiKey}`,
          ...(init.headers as Record<string, string> | undefined),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw accessPointUnavailable(error instanceof Error ? error.message : 'network error');
    }
  }

  private async json<T>(response: Response): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw accessPointUnavailable(`HTTP ${response.status}: not JSON`);
    }
  }

  private async reasonOf(response: Response): Promise<string> {
    const body = await response.text().catch(() => '');
    try {
      const parsed = JSON.parse(body) as { error?: unknown };
      if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
    } catch {
      // Not JSON: the text itself is the reason.
    }
    return body.trim().slice(0, 500) || `HTTP ${response.status}`;
  }

  async lookup(participantId: ParticipantId): Promise<ParticipantLookup> {
    const response = await this.call(`/participants/${encodeURIComponent(participantId)}`);
    if (response.status === 404) return { registered: false, documentTypes: { invoice: false, creditNote: false } };
    if (!response.ok) throw accessPointUnavailable(`HTTP ${response.status}`);
    const body = await this.json<{ registered?: unknown; documentTypes?: { invoice?: unknown; creditNote?: unknown } }>(
      response,
    );
    const registered = body.registered === true;
    return {
      registered,
      documentTypes: {
        invoice: registered && body.documentTypes?.invoice === true,
        creditNote: registered && body.documentTypes?.creditNote === true,
      },
    };
  }

  async send(document: OutgoingDocument): Promise<{ messageId: string }> {
    const response = await this.call('/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': document.reference },
      body: JSON.stringify({
        sender: document.sender,
        receiver: document.receiver,
        documentType: document.documentType,
        document: document.documentXml,
      }),
    });
    if ([400, 409, 422].includes(response.status)) throw new AccessPointRejection(await this.reasonOf(response));
    if (!response.ok) throw accessPointUnavailable(`HTTP ${response.status}`);
    const body = await this.json<{ messageId?: unknown }>(response);
    if (typeof body.messageId !== 'string' || !body.messageId)
      throw accessPointUnavailable('the answer has no messageId');
    return { messageId: body.messageId };
  }

  async status(messageId: string): Promise<MessageStatus> {
    const response = await this.call(`/messages/${encodeURIComponent(messageId)}`);
    if (response.status === 404) throw new AccessPointRejection(`unknown message ${messageId}`);
    if (!response.ok) throw accessPointUnavailable(`HTTP ${response.status}`);
    const body = await this.json<{ state?: unknown; detail?: unknown; at?: unknown }>(response);
    const at = typeof body.at === 'string' ? new Date(body.at) : new Date(NaN);
    if (!MESSAGE_STATES.includes(body.state as MessageState) || Number.isNaN(at.getTime()))
      throw accessPointUnavailable(`unreadable status of ${messageId}`);
    return {
      state: body.state as MessageState,
      detail: typeof body.detail === 'string' && body.detail ? body.detail : null,
      at,
    };
  }
}

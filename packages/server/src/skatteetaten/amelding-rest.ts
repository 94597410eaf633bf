import {
  AmeldingRefusal,
  ameldingServiceUnavailable,
  type AmeldingProgress,
  type AmeldingReceipt,
  type AmeldingSender,
  type AmeldingService,
  type AmeldingSubmission,
} from './amelding-port.js';

/** The Maskinporten scope of the a-melding and its feedback (README of standards a-melding/v2.3, §2). */
export const AMELDING_SCOPE = 'skatteetaten:innrapporteringamelding';
/** Dialogporten's scope, for reading the submission's dialog with the same system-user token. */
export const DIALOGPORTEN_SCOPE = 'digdir:dialogporten';

type Fetch = typeof fetch;

export type SkatteetatenAmeldingOptions = {
  /** AMELDING_SERVICE_URL: the message is POSTed to `{url}/{organisation number}/{YYYY-MM}`. */
  submissionUrl: string;
  /** AMELDING_FEEDBACK_URL: the feedback is `{url}/{organisation number}/forsendelser/{id}/dokumenter/{id}`. */
  feedbackUrl: string;
  /** DIALOGPORTEN_URL: the dialog is `{url}/api/v1/enduser/dialogs/{dialogId}`. */
  dialogportenUrl: string;
  /**
   * A Maskinporten token of Fjord's system user at the company (AMELDING_SCOPE and DIALOGPORTEN_SCOPE); undefined
   * when Maskinporten is not configured, and then every call is SERVICE_UNAVAILABLE.
   */
  accessToken: ((organizationNumber: string) => Promise<string>) | undefined;
  fetchImpl?: Fetch;
};

/** Skatteetaten's error body (api-dokumentasjon docs/om/feil.md); Dialogporten answers RFC 9457 problem details. */
type ErrorBody = { kode?: unknown; melding?: unknown; korrelasjonsid?: unknown; title?: unknown; detail?: unknown };

/** Dialogporten's dialog, the parts read: its transmissions (forsendelser) with their attachments (documents). */
type Dialog = {
  transmissions?: { id?: unknown; type?: unknown; createdAt?: unknown; attachments?: { id?: unknown }[] }[];
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The real adapter (AMELDING_SERVICE=skatteetaten) of Skatteetaten's REST APIs, as far as the sources describe them
 * (README of standards a-melding/v2.3, §2 and §8): the exact paths are only in the OpenAPI documents on SwaggerHub,
 * so the layouts above are Fjord's reading, set by configuration and to be confirmed before production.
 *
 * - submit: POST of the JSON message with Content-Type and Accept application/json and the idempotency key as the
 *   query parameter `idempotencyKey` (whether it is a query parameter or a header is unconfirmed: the pages call it
 *   a "parameter", as the tax card API's `idempotensid` is one); the answer `{dialogId, forsendelseId, meldingsId}`.
 * - progress: the dialog in Dialogporten; the feedback is the latest transmission that is not the submission
 *   (type other than "Submission") and has a document.
 * - feedback: GET by transmission and document id.
 *
 * A 4xx answer is an AmeldingRefusal with the body's kode and melding (and korrelasjonsid, for Skatteetaten's
 * support); a 5xx, a 429, a network failure or a token that cannot be had is SERVICE_UNAVAILABLE (try again later,
 * with the same idempotency key).
 */
export class SkatteetatenAmeldingService implements AmeldingService {
  private readonly fetchImpl: Fetch;

  constructor(private readonly options: SkatteetatenAmeldingOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async submit(submission: AmeldingSubmission): Promise<AmeldingReceipt> {
    const { organizationNumber } = submission.sender;
    const url =
      `${base(this.options.submissionUrl)}/${encodeURIComponent(organizationNumber)}/${encodeURIComponent(submission.month)}` +
      `?idempotencyKey=${encodeURIComponent(submission.idempotencyKey)}`;
    const answer = await this.call<{ dialogId?: unknown; forsendelseId?: unknown; meldingsId?: unknown }>(
      organizationNumber,
      url,
      { method: 'POST', body: JSON.stringify(submission.message), timeoutMs: 60_000 },
    );
    const dialogId = text(answer.dialogId);
    const transmissionId = text(answer.forsendelseId);
    if (!dialogId || !transmissionId) throw ameldingServiceUnavailable('the receipt has no dialogId or forsendelseId');
    return {
      dialogId,
      transmissionId,
      meldingsId: text(answer.meldingsId) ?? String(submission.message.leveranse.meldingsId),
    };
  }

  async progress(sender: AmeldingSender, dialogId: string): Promise<AmeldingProgress> {
    const url = `${base(this.options.dialogportenUrl)}/api/v1/enduser/dialogs/${encodeURIComponent(dialogId)}`;
    const dialog = await this.call<Dialog>(sender.organizationNumber, url, { method: 'GET' });
    const feedback = (dialog.transmissions ?? [])
      .filter((transmission) => text(transmission.type) !== 'Submission' && text(transmission.attachments?.[0]?.id))
      .sort((a, b) => String(text(a.createdAt) ?? '').localeCompare(String(text(b.createdAt) ?? '')))
      .at(-1);
    if (!feedback || !text(feedback.id)) return { state: 'WAITING' };
    return {
      state: 'FEEDBACK_READY',
      feedbackTransmissionId: text(feedback.id)!,
      feedbackDocumentId: text(feedback.attachments![0]!.id)!,
    };
  }

  async feedback(
    sender: AmeldingSender,
    ids: { dialogId: string; feedbackTransmissionId: string; feedbackDocumentId: string },
  ): Promise<Record<string, unknown>> {
    const url =
      `${base(this.options.feedbackUrl)}/${encodeURIComponent(sender.organizationNumber)}` +
      `/forsendelser/${encodeURIComponent(ids.feedbackTransmissionId)}/dokumenter/${encodeURIComponent(ids.feedbackDocumentId)}`;
    return this.call<Record<string, unknown>>(sender.organizationNumber, url, { method: 'GET' });
  }

  /** One call with the company's system-user token; its JSON answer, or the refusal or unavailability it means. */
  private async call<T>(
    organizationNumber: string,
    url: string,
    request: { method: 'GET' | 'POST'; body?: string; timeoutMs?: number },
  ): Promise<T> {
    if (!this.options.accessToken) throw ameldingServiceUnavailable('not configured: Maskinporten credentials missing');
    let response: Response;
    try {
      const token = await this.options.accessToken(organizationNumber);
      response = await this.fetchImpl(url, {
        method: request.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body,
        signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw ameldingServiceUnavailable(error instanceof Error ? error.message : 'network error');
    }
    if (!response.ok) throw await failureOf(response);
    try {
      return (await response.json()) as T;
    } catch {
      throw ameldingServiceUnavailable(`unreadable answer (HTTP ${response.status})`);
    }
  }
}

const base = (url: string) => url.replace(/\/$/, '');

/** A refusal for a 4xx (the body's kode and melding), unavailable for a 5xx or too many requests. */
async function failureOf(response: Response): Promise<Error> {
  if (response.status >= 500 || response.status === 429) return ameldingServiceUnavailable(`HTTP ${response.status}`);
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const message = text(body.melding) ?? text(body.detail) ?? text(body.title) ?? (response.statusText || 'refused');
  const correlation = text(body.korrelasjonsid);
  return new AmeldingRefusal(
    text(body.kode) ?? `HTTP_${response.status}`,
    correlation ? `${message} (korrelasjonsid ${correlation})` : message,
    response.status,
  );
}

import { randomUUID } from 'node:crypto';
import { AppError } from '../errors/app-error.js';
import { SYSTEM_USER_RIGHTS } from './system-user-rights.js';
import {
  altinnUnavailable,
  type SystemUserAnswer,
  type SystemUserRequest,
  type SystemUserRequestStatus,
  type SystemUserService,
} from './system-user-port.js';

/** The Maskinporten scopes of the vendor API: creating requests, and reading them. */
export const SYSTEM_USER_REQUEST_WRITE_SCOPE = 'altinn:authentication/systemuser.request.write';
export const SYSTEM_USER_REQUEST_READ_SCOPE = 'altinn:authentication/systemuser.request.read';

type Fetch = typeof fetch;

export type AltinnSystemUserOptions = {
  /** Altinn's platform URL, e.g. https://platform.altinn.no (test: https://platform.tt02.altinn.no). */
  url: string;
  /** Fjord's system in the system register, `<vendor orgnr>_<name>`. */
  systemId: string;
  /** Where Altinn sends the company's administrator after deciding: must be registered on the system. */
  redirectUrl: string;
  /** Maskinporten tokens with the write and the read scope; undefined when Maskinporten is not configured. */
  writeToken: (() => Promise<string>) | undefined;
  readToken: (() => Promise<string>) | undefined;
  fetchImpl?: Fetch;
};

/** Altinn's answer to a request, the parts Fjord reads. */
type VendorRequestAnswer = {
  id?: string;
  status?: string;
  confirmUrl?: string;
  externalRef?: string;
  systemUserId?: string;
};

/** Altinn's states of a request; Denied and Timedout end it as a rejection does: the company must be asked again. */
const STATES: Record<string, SystemUserRequestStatus> = {
  new: 'NEW',
  accepted: 'ACCEPTED',
  rejected: 'REJECTED',
  denied: 'REJECTED',
  timedout: 'REJECTED',
};

/**
 * The real adapter (ALTINN_SERVICE=altinn): Altinn 3 Authentication's vendor API for system user requests.
 * `POST {url}/authentication/api/v1/systemuser/request/vendor` asks the company for Fjord's system user with the
 * rights of SYSTEM_USER_RIGHTS and answers the confirmation link; `GET …/vendor/{id}` tells where it stands. Each
 * request has a new externalRef, which is what a Maskinporten system user token names, so it is kept as the system
 * user's id once accepted (or the id Altinn gives, when it gives one). A request Altinn no longer knows (404) reads as
 * rejected. Anything else that is not an answer of this shape — an error status, no answer, no credentials — is
 * SERVICE_UNAVAILABLE. Tested against a fake network only (system-user.test.ts).
 */
export class AltinnSystemUserService implements SystemUserService {
  private readonly fetchImpl: Fetch;
  private readonly base: string;

  constructor(private readonly options: AltinnSystemUserOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.base = `${options.url.replace(/\/$/, '')}/authentication/api/v1/systemuser/request/vendor`;
  }

  async request(organizationNumber: string): Promise<SystemUserRequest> {
    const token = await this.token(this.options.writeToken);
    const response = await this.call(() =>
      this.fetchImpl(this.base, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          externalRef: randomUUID(),
          systemId: this.options.systemId,
          partyOrgNo: organizationNumber,
          rights: SYSTEM_USER_RIGHTS.map((right) => ({
            resource: [{ id: 'urn:altinn:resource', value: right.resource }],
          })),
          redirectUrl: this.options.redirectUrl,
        }),
        signal: AbortSignal.timeout(15_000),
      }),
    );
    if (!response.ok) throw altinnUnavailable(`the request answered HTTP ${response.status}`);
    const answer = await this.read(response);
    const status = answer.status ? STATES[answer.status.toLowerCase()] : undefined;
    if (!answer.id || !answer.confirmUrl || !status) throw altinnUnavailable('the request answered without id or link');
    return { requestId: answer.id, confirmUrl: answer.confirmUrl, status };
  }

  async status(requestId: string): Promise<SystemUserAnswer> {
    const token = await this.token(this.options.readToken);
    const response = await this.call(() =>
      this.fetchImpl(`${this.base}/${encodeURIComponent(requestId)}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      }),
    );
    if (response.status === 404) return { status: 'REJECTED', systemUserId: null };
    if (!response.ok) throw altinnUnavailable(`the status answered HTTP ${response.status}`);
    const answer = await this.read(response);
    const status = answer.status ? STATES[answer.status.toLowerCase()] : undefined;
    if (!status) throw altinnUnavailable(`the status answered an unknown state "${answer.status ?? ''}"`);
    const systemUserId = status === 'ACCEPTED' ? (answer.systemUserId ?? answer.externalRef ?? requestId) : null;
    return { status, systemUserId };
  }

  private async token(source: (() => Promise<string>) | undefined): Promise<string> {
    if (!source) throw altinnUnavailable('not configured: the Maskinporten client is missing');
    return this.call(source);
  }

  private async read(response: Response): Promise<VendorRequestAnswer> {
    const body = (await this.call(() => response.json())) as unknown;
    if (!body || typeof body !== 'object') throw altinnUnavailable('the answer is not JSON');
    return body as VendorRequestAnswer;
  }

  /** A network failure, a timeout or an unreadable body is "unavailable", like an error status. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw altinnUnavailable(error instanceof Error ? error.message : 'network error');
    }
  }
}

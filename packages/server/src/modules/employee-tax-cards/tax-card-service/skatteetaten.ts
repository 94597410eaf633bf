import { randomUUID } from 'node:crypto';
import { AppError } from '../../../errors/app-error.js';
import type { Clock } from '../../../clock.js';
import { answerOf, type SkattekortTilArbeidsgiver } from './answer.js';
import { taxCardServiceUnavailable, type TaxCardAnswer, type TaxCardRequest, type TaxCardService } from './port.js';

/** Production base URL of the Tax Administration's withholding APIs; the test environment is api-test.sits.no. */
export const SKATTEETATEN_URL = 'https://api.skatteetaten.no/api/forskudd';
/** The Maskinporten scope of "Skattekort til arbeidsgiver". */
export const SKATTEKORT_SCOPE = 'skatteetaten:skattekorttilarbeidsgiver';

type Fetch = typeof fetch;

export type SkatteetatenOptions = {
  url?: string;
  /** A Maskinporten access token with SKATTEKORT_SCOPE; undefined when not configured. */
  accessToken: (() => Promise<string>) | undefined;
  /** Where the Tax Administration may write about the order (kontaktinformasjon). */
  contactEmail: string;
  fetchImpl?: Fetch;
  /** The answer is made asynchronously: ask this often, this many times, before giving up. */
  pollIntervalMs?: number;
  maxPolls?: number;
};

/**
 * The real adapter (TAX_CARD_SERVICE=skatteetaten) for "Skattekort til arbeidsgiver": order the
 * card (POST bestillSkattekort, answered with a bestillingsreferanse), then fetch the answer
 * (GET skattekortTilArbeidsgiver/svar/{ref}; 204 while it is being made). Needs Maskinporten
 * credentials of the employer's organisation; without them every fetch is SERVICE_UNAVAILABLE.
 */
export class SkatteetatenTaxCardService implements TaxCardService {
  private readonly url: string;
  private readonly fetchImpl: Fetch;

  constructor(
    private readonly clock: Clock,
    private readonly options: SkatteetatenOptions,
  ) {
    this.url = (options.url ?? SKATTEETATEN_URL).replace(/\/$/, '');
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async fetchTaxCard(request: TaxCardRequest): Promise<TaxCardAnswer> {
    if (!this.options.accessToken)
      throw new AppError('SERVICE_UNAVAILABLE', 'Tax card service not configured: Maskinporten credentials missing', {
        key: 'errors.taxCardServiceNotConfigured',
      });
    const token = await this.call(() => this.options.accessToken!());
    const reference = await this.order(token, request);
    const answer = await this.answer(token, reference);
    return answerOf(answer, request, this.clock.now());
  }

  private async order(token: string, request: TaxCardRequest): Promise<string> {
    const response = await this.call(() =>
      this.fetchImpl(`${this.url}/bestillSkattekort?idempotensid=${randomUUID()}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          inntektsaar: String(request.year),
          bestillingstype: 'HENT_ENKELT',
          kontaktinformasjon: { epostadresse: this.options.contactEmail },
          varslingstype: 'INGEN_VARSEL',
          forespoerselOmSkattekortTilArbeidsgiver: {
            arbeidsgiver: [
              {
                arbeidsgiveridentifikator: { organisasjonsnummer: request.organizationNumber },
                arbeidstakeridentifikator: [request.personalNumber],
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(15_000),
      }),
    );
    if (!response.ok) throw taxCardServiceUnavailable(`order answered HTTP ${response.status}`);
    const receipt = (await response.json()) as { bestillingsreferanse?: string };
    if (!receipt.bestillingsreferanse) throw taxCardServiceUnavailable('order answered without a reference');
    return receipt.bestillingsreferanse;
  }

  private async answer(token: string, reference: string): Promise<SkattekortTilArbeidsgiver> {
    const polls = this.options.maxPolls ?? 10;
    for (let poll = 0; poll < polls; poll++) {
      const response = await this.call(() =>
        this.fetchImpl(`${this.url}/skattekortTilArbeidsgiver/svar/${encodeURIComponent(reference)}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(15_000),
        }),
      );
      if (response.status === 200) return (await response.json()) as SkattekortTilArbeidsgiver;
      if (response.status !== 204) throw taxCardServiceUnavailable(`answer answered HTTP ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, this.options.pollIntervalMs ?? 2000));
    }
    throw taxCardServiceUnavailable('the answer was not ready in time');
  }

  /** A network failure or timeout is "unavailable", like an error status. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw taxCardServiceUnavailable(error instanceof Error ? error.message : 'network error');
    }
  }
}

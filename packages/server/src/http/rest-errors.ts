import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@fjord/domain';
import { AppError, type ErrorCode } from '../errors/app-error.js';
import type { Services } from '../services.js';
import { explicitLocale, localeFromAcceptLanguage } from './locale.js';

/**
 * A refusal with its own HTTP status and `error` code, for what the REST calls answer beyond the
 * application's errors (the account calls' codes, a web shop's invalid token). `text` and `details`
 * are asked for in the request's language when the answer is written.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly extra: { details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }

  text(locale: Locale): string {
    return restText(locale, this.code);
  }

  details(_locale: Locale): Record<string, unknown> {
    return this.extra.details ?? {};
  }
}

const APP_ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  TWO_FACTOR_REQUIRED: 403,
  SERVICE_UNAVAILABLE: 503,
};

const EN = {
  bad_request: 'The request was not understood.',
  not_found: 'Not found.',
  internal_error: 'Something went wrong. Please try again later or contact the administrator.',
  BAD_REQUEST: 'The request was not understood.',
  UNAUTHENTICATED: 'You are not signed in, or your session has expired.',
  UNIT_FORBIDDEN: 'You are not a member of that company.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The record was changed by someone else. Reload and try again.',
  VALIDATION: 'Please correct the errors.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  TWO_FACTOR_REQUIRED:
    'This company requires two-factor sign-in. Turn it on in your user settings to work in the company.',
  SERVICE_UNAVAILABLE: 'A service we depend on does not answer now. Please try again later.',
  invalid_token: 'The API token is missing, unknown, revoked or expired.',
  invalid_parameter: 'A query parameter is not valid.',
  unknown_kind: 'Unknown kind of file.',
  invalid_postal_code: 'A Norwegian postal code is four digits.',
  unknown_pdf_type: 'Unknown PDF type. The types are offer, order, orderConfirmation and packingSlip.',
  unknown_invoice_pdf_type: 'Unknown PDF type. The types are invoice, creditNote and overdueNotice.',
};

const NB: Record<keyof typeof EN, string> = {
  bad_request: 'Forespørselen ble ikke forstått.',
  not_found: 'Finnes ikke.',
  internal_error: 'Noe gikk galt. Vennligst prøv igjen senere eller ta kontakt med administrator.',
  BAD_REQUEST: 'Forespørselen ble ikke forstått.',
  UNAUTHENTICATED: 'Du er ikke logget inn, eller økten din har utløpt.',
  UNIT_FORBIDDEN: 'Du er ikke medlem av det firmaet.',
  FORBIDDEN: 'Du har ikke tilgang til å gjøre dette.',
  NOT_FOUND: 'Finnes ikke.',
  CONFLICT: 'Posten ble endret av noen andre. Last inn på nytt og prøv igjen.',
  VALIDATION: 'Vennligst rett feilene.',
  TOO_MANY_REQUESTS: 'For mange forespørsler. Vent litt og prøv igjen.',
  TWO_FACTOR_REQUIRED:
    'Dette firmaet krever tofaktorinnlogging. Slå den på i brukerinnstillingene dine for å arbeide i firmaet.',
  SERVICE_UNAVAILABLE: 'En tjeneste vi er avhengige av svarer ikke nå. Vennligst prøv igjen senere.',
  invalid_token: 'API-nøkkelen mangler, er ukjent, tilbakekalt eller utløpt.',
  invalid_parameter: 'En parameter i forespørselen er ikke gyldig.',
  unknown_kind: 'Ukjent filtype.',
  invalid_postal_code: 'Et norsk postnummer består av fire sifre.',
  unknown_pdf_type: 'Ukjent PDF-type. Typene er offer, order, orderConfirmation og packingSlip.',
  unknown_invoice_pdf_type: 'Ukjent PDF-type. Typene er invoice, creditNote og overdueNotice.',
};

const TEXTS: Record<Locale, Record<keyof typeof EN, string>> = { en: EN, nb: NB };

/** The text of a REST error code in the given language; an unknown code reads as the generic refusal. */
export function restText(locale: Locale, code: string): string {
  const texts = TEXTS[locale];
  return Object.hasOwn(texts, code) ? texts[code as keyof typeof EN] : texts.bad_request;
}

/** The request's language: a `locale` body field (or new_user.locale), else Accept-Language, else en. */
export function requestLocale(req: FastifyRequest): Locale {
  const body = isObject(req.body) ? req.body : {};
  const newUser = isObject(body.new_user) ? body.new_user : {};
  return (
    explicitLocale(body.locale) ??
    explicitLocale(newUser.locale) ??
    localeFromAcceptLanguage(req.headers['accept-language']) ??
    'en'
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type RestAnswer = {
  status: number;
  code: string;
  message: string;
  details: Record<string, unknown>;
  headers: Record<string, string>;
};

/**
 * The one mapping from what a REST handler throws to its answer. Null for anything unexpected: a bug,
 * which the caller logs and answers with a generic 500 (never a stack).
 */
export function restAnswer(error: unknown, locale: Locale): RestAnswer | null {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      code: error.code,
      message: error.text(locale),
      details: error.details(locale),
      headers: error.extra.headers ?? {},
    };
  }
  if (error instanceof AppError) {
    const details: Record<string, unknown> = {};
    if (error.validations) details.validations = error.validations;
    if (error.key) details.key = error.key;
    if (error.params) details.params = error.params;
    return {
      status: APP_ERROR_STATUS[error.code],
      code: error.code,
      message: error.printableMessage ?? restText(locale, error.code),
      details,
      headers: {},
    };
  }
  // Fastify's own refusals (unparsable JSON, an unsupported content type, a body too large): the client's.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const detail = error instanceof Error ? error.message : undefined;
    return { status, code: 'bad_request', message: restText(locale, 'bad_request'), details: { detail }, headers: {} };
  }
  return null;
}

/**
 * GraphQL over HTTP refuses in the GraphQL shape (`errors[].extensions.code`), so GraphQL clients
 * read a refused session like any other error; every other route answers `{error, message, …}`.
 */
function body(req: FastifyRequest, answer: Omit<RestAnswer, 'status' | 'headers'>) {
  if (req.url.startsWith('/graphql')) {
    return { errors: [{ message: answer.message, extensions: { code: answer.code, ...answer.details } }] };
  }
  return { error: answer.code, message: answer.message, ...answer.details };
}

export function sendRestError(services: Services, error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(req);
  const answer = restAnswer(error, locale);
  if (!answer) {
    services.log.error({ err: error, method: req.method, url: req.url }, 'unexpected error in a REST call');
    const code = 'internal_error';
    return reply.status(500).send(body(req, { code, message: restText(locale, code), details: {} }));
  }
  return reply.status(answer.status).headers(answer.headers).send(body(req, answer));
}

/** Paths the server answers itself; an unknown path under them is a JSON 404, never the web app. */
export const API_PREFIXES = [
  '/graphql',
  '/accounts',
  '/countries',
  '/postal-codes',
  '/dev/',
  '/healthz',
  '/livez',
  '/readyz',
  '/metrics',
  '/app-config',
  '/files',
  '/pdf',
  '/exports/',
  '/api/',
];

/**
 * Installs the one error handler and the one not-found handler for every route. An unknown GET
 * outside the API answers the web app's page (`spa`), whose router shows its own not-found page.
 */
export function registerRestErrors(
  server: FastifyInstance,
  services: Services,
  spa: ((reply: FastifyReply) => FastifyReply) | null,
): void {
  server.setErrorHandler((error, req, reply) => sendRestError(services, error, req, reply));
  server.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix));
    if (req.method === 'GET' && !isApi && spa) return spa(reply);
    return sendRestError(services, new HttpError(404, 'not_found'), req, reply);
  });
}

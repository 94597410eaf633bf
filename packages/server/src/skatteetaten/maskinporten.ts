import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { systemClock, type Clock } from '../clock.js';

/**
 * What Maskinporten needs to issue tokens for the app's own organisation (see docs/operations.md): the client of
 * Skatteetaten's tax card service and of the a-melding, shared.
 */
export type MaskinportenConfig = {
  /** The token endpoint, e.g. https://maskinporten.no/token (test: https://test.maskinporten.no/token). */
  tokenUrl: string;
  /** The audience of the grant: the issuer, e.g. https://maskinporten.no/. */
  audience: string;
  clientId: string;
  keyId: string;
  /** The client's RSA private key, PEM. */
  privateKey: string;
  /** Space-separated scopes. */
  scope: string;
  /** RFC 9396 authorization_details of the grant, e.g. the system user the token acts as (systemUserAuthorization). */
  authorizationDetails?: readonly Record<string, unknown>[];
};

type Fetch = typeof fetch;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JWT bearer grant (RFC 7523) signed RS256 with the client's key, as Maskinporten asks for. */
export function grantOf(config: MaskinportenConfig, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid: config.keyId }));
  const claims = base64url(
    JSON.stringify({
      aud: config.audience,
      iss: config.clientId,
      scope: config.scope,
      iat: issuedAt,
      exp: issuedAt + 120,
      jti: randomUUID(),
      ...(config.authorizationDetails ? { authorization_details: config.authorizationDetails } : {}),
    }),
  );
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), createPrivateKey(config.privateKey));
  return `${header}.${claims}.${base64url(signature)}`;
}

/** Access tokens, fetched when needed and reused until a minute before they expire. */
export function maskinportenTokens(
  config: MaskinportenConfig,
  fetchImpl: Fetch = fetch,
  clock: Clock = systemClock,
): () => Promise<string> {
  let cached: { token: string; expiresAt: number } | null = null;
  return async () => {
    const now = clock.now().getTime();
    if (cached && cached.expiresAt - 60_000 > now) return cached.token;
    const response = await fetchImpl(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: grantOf(config, new Date(now)),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Maskinporten answered HTTP ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, expiresAt: now + body.expires_in * 1000 };
    return body.access_token;
  };
}

/**
 * The grant's authorization_details for Fjord's system user at a company: a token with it acts for the company
 * through the system user the company approved in Altinn (README of standards a-melding/v2.3, §2 step 4; a token
 * without it is refused with AMLD_1063). The company is named by ISO 6523 0192 (the Norwegian organisation number).
 */
export function systemUserAuthorization(organizationNumber: string): Record<string, unknown>[] {
  return [
    {
      type: 'urn:altinn:systemuser',
      systemuser_org: { authority: 'iso6523-actorid-upis', ID: `0192:${organizationNumber}` },
    },
  ];
}

/** Tokens of Fjord's system user, one cached token source per company (organisation number). */
export function systemUserTokens(
  config: Omit<MaskinportenConfig, 'authorizationDetails'>,
  fetchImpl: Fetch = fetch,
  clock: Clock = systemClock,
): (organizationNumber: string) => Promise<string> {
  const sources = new Map<string, () => Promise<string>>();
  return (organizationNumber) => {
    let source = sources.get(organizationNumber);
    if (!source) {
      source = maskinportenTokens(
        { ...config, authorizationDetails: systemUserAuthorization(organizationNumber) },
        fetchImpl,
        clock,
      );
      sources.set(organizationNumber, source);
    }
    return source();
  };
}

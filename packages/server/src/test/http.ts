import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './app.js';

/** Where requests go: the test app, or a server process of its own (server-process.ts). */
export type Server = Pick<TestApp, 'url'>;

export type HttpResult<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** A JSON request over real HTTP to the test server. */
export async function http<T = Record<string, unknown>>(
  t: Server,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResult<T>> {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

export type GraphQLErrorShape = {
  message: string;
  extensions?: { code?: string; validations?: { model: string; attribute: string; type: string }[]; key?: string };
};
export type GraphQLResult<T> = HttpResult<{ data?: T; errors?: GraphQLErrorShape[] }>;

/** A GraphQL operation over HTTP as the web sends it: bearer token and X-Unit-Id. */
export async function gql<T = Record<string, any>>(
  t: Server,
  query: string,
  variables: Record<string, unknown> = {},
  auth: { token?: string; unitId?: string } = {},
): Promise<GraphQLResult<T>> {
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.unitId) headers['x-unit-id'] = auth.unitId;
  return http(t, 'POST', '/graphql', { query, variables }, headers);
}

/** The code of the first GraphQL error, for assertions. */
export function errorCode(result: GraphQLResult<unknown>): string | undefined {
  return result.body.errors?.[0]?.extensions?.code;
}

/**
 * A graphql-ws client as the web opens it: token and unit in the connection parameters. `lazy: false`
 * connects at once (for tests that wait for events); the default connects on the first subscription.
 */
export function subscriptionClient(
  t: Server,
  auth: { token: string; unitId: string },
  options: { lazy?: boolean } = {},
): Client {
  return createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${auth.token}`, unitId: auth.unitId },
    ...(options.lazy === false ? { lazy: false } : {}),
    retryAttempts: 0,
  });
}

/** The first message of a subscription over graphql-ws as the web opens it, in the shape of `gql`'s answer. */
export async function subscribeOnce<T = Record<string, any>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  auth: { token: string; unitId: string },
): Promise<GraphQLResult<T>> {
  const client = subscriptionClient(t, auth);
  try {
    const first = await client.iterate<T>({ query, variables }).next();
    return { status: 0, body: (first.value ?? {}) as GraphQLResult<T>['body'], headers: new Headers() };
  } finally {
    await client.dispose();
  }
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { tap } from 'rxjs';
import { OperationTypeNode } from 'graphql';
import { getStoredUnitId, getToken, setStoredUnitId, setToken } from './session';
import { handleOperationError, isUnitForbidden } from './errors';

/**
 * The GraphQL client: every request names the token and the stored company;
 * every answer may refresh both. Subscriptions go over graphql-ws with the same two values.
 */
declare module '@apollo/client' {
  interface DefaultContext {
    /** false: the caller shows GraphQL and network errors itself (sign-in and 404 still apply). */
    handleErrors?: boolean;
  }
}

type SentWith = { sentToken: string | null; sentUnitId: string | null };

const authLink = new ApolloLink((operation, forward) => {
  const sentToken = getToken();
  const sentUnitId = getStoredUnitId();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: {
      ...headers,
      ...(sentToken ? { Authorization: `Bearer ${sentToken}` } : {}),
      ...(sentUnitId ? { 'X-Unit-Id': sentUnitId } : {}),
    },
    sentToken,
    sentUnitId,
  }));
  return forward(operation).pipe(
    tap(() => {
      const { response } = operation.getContext() as { response?: Response } & SentWith;
      if (response) storeAnswerHeaders(response, sentToken, sentUnitId);
    }),
  );
});

/**
 * An answer to a request sent before a sign-out or a company switch must not undo it,
 * so the headers are stored only while the session is still the one the request was sent with.
 */
export function storeAnswerHeaders(response: Response, sentToken: string | null, sentUnitId: string | null): void {
  if (!sentToken || getToken() !== sentToken) return;
  const token = response.headers.get('X-Auth-Token');
  if (token) setToken(token);
  const unitId = response.headers.get('X-Unit-Id');
  if (unitId !== null && getStoredUnitId() === sentUnitId) setStoredUnitId(unitId || null);
}

type UnitLostHandler = () => void;
let onUnitLost: UnitLostHandler = () => {};

/** The shell decides what losing the stored company means (it resets like a company switch). */
export function setUnitLostHandler(handler: UnitLostHandler): void {
  onUnitLost = handler;
}

const errorLink = new ErrorLink(({ error, operation }) => {
  if (isUnitForbidden(error)) {
    // Only the first of several concurrent refusals acts; the others were sent with the same stale id.
    const { sentUnitId } = operation.getContext() as unknown as SentWith;
    if (sentUnitId && getStoredUnitId() === sentUnitId) {
      setStoredUnitId(null);
      onUnitLost();
    }
    return;
  }
  handleOperationError(error, {
    handleMessages: operation.getContext().handleErrors !== false,
    subscription: operation.operationType === OperationTypeNode.SUBSCRIPTION,
    query: operation.operationType === OperationTypeNode.QUERY,
  });
});

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

export const socket = createClient({
  url: socketUrl,
  lazy: true,
  connectionParams: () => {
    const token = getToken();
    return { authorization: token ? `Bearer ${token}` : undefined, unitId: getStoredUnitId() ?? undefined };
  },
});

const httpLink = new HttpLink({ uri: '/graphql' });
const wsLink = new GraphQLWsLink(socket);

const transport = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  httpLink,
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, authLink, transport]),
  cache: new InMemoryCache(),
});

/** After a company switch or sign-out: drop cached data and the socket's old company. */
export async function clearClient(): Promise<void> {
  socket.terminate();
  await apolloClient.clearStore();
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { IncomingMessage } from 'node:http';
import { GraphQLError, subscribe, validate, type ExecutionArgs } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { resolveRequest } from '../auth/request-context.js';
import { formatError } from '../graphql/errors.js';
import { limitErrors, parseWithLimits } from '../graphql/limits.js';
import { useStorableText } from '../graphql/text-guard.js';
import type { GraphQLContext } from '../graphql/context.js';
import { schema } from '../graphql/schema.js';
import type { Services } from '../services.js';
import type { ServerMetrics } from '../metrics/server-metrics.js';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** Refuses a request over the abuse limits before the standard validation runs or anything executes. */
const useGraphQLLimits = (): Plugin => ({
  onParse: ({ setParseFn }) => setParseFn(parseWithLimits),
  onValidate: ({ params, setResult }) => {
    const errors = limitErrors(params.schema, params.documentAST);
    if (errors.length > 0) setResult(errors);
  },
});

/** The same limits for operations over the socket. */
const validateWithLimits: typeof validate = (schema, document, ...rest) => {
  const errors = limitErrors(schema, document);
  return errors.length > 0 ? errors : validate(schema, document, ...rest);
};

/** What a socket connected with: each operation on it is resolved from these anew. */
type SocketCredentials = { authorization?: string; unitId?: string; ip: string };
type SocketExtra = { credentials?: SocketCredentials; contexts?: Map<string, GraphQLContext> };

/** The caller's address as Fastify reads it for REST: X-Forwarded-For only behind a trusted proxy. */
function socketAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || request.socket.remoteAddress || '';
}

const string = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The socket carries subscriptions only: an operation that changes data is checked as its own request. */
const onlySubscriptions = () => ({
  errors: [
    new GraphQLError('Only subscriptions are served over the socket; send queries and mutations to POST /graphql', {
      extensions: { code: 'BAD_REQUEST' },
    }),
  ],
});

/**
 * POST /graphql with Authorization and X-Unit-Id; every answer carries the
 * refreshed X-Auth-Token and the X-Unit-Id the request ran in. Subscriptions: graphql-ws on the
 * same path, authenticated by the same two values in the connection parameters.
 */
export function registerGraphQL(app: FastifyInstance, services: Services, metrics?: ServerMetrics): void {
  const yoga = createYoga<ServerContext & GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: (error) => formatError(error, services.log) },
    plugins: [useGraphQLLimits(), useStorableText(), ...(metrics ? [metrics.graphqlPlugin()] : [])],
  });

  app.route({
    url: '/graphql',
    method: ['POST', 'OPTIONS'],
    handler: async (req, reply) => {
      // The REST guard has resolved the session and unit (or refused with 401/403 in the GraphQL shape).
      const auth = req.auth!;
      reply.header('X-Auth-Token', auth.token);
      reply.header('X-Unit-Id', auth.context.unitId ?? '');
      reply.header('Access-Control-Expose-Headers', 'X-Auth-Token, X-Unit-Id');
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, ...auth.context });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(response.body);
    },
  });

  const sockets = new WebSocketServer({ noServer: true });
  useServer<Record<string, unknown>, SocketExtra>(
    {
      schema,
      parse: parseWithLimits,
      validate: validateWithLimits,
      execute: onlySubscriptions,
      subscribe: (args: ExecutionArgs) => subscribe(args),
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const credentials = {
          authorization: string(params.authorization),
          unitId: string(params.unitId),
          ip: socketAddress(ctx.extra.request, services.config.trustProxy),
        };
        const auth = await resolveRequest(services, credentials.authorization, credentials.unitId, credentials.ip);
        if (!auth.ok) return false;
        ctx.extra.credentials = credentials;
        ctx.extra.contexts = new Map();
        return true;
      },
      // Each subscription is resolved as a new request would be (through the auth cache), so one
      // started after a member was removed, a role changed or the session ended is refused.
      onSubscribe: async (ctx, id) => {
        const { authorization, unitId, ip } = ctx.extra.credentials!;
        const auth = await resolveRequest(services, authorization, unitId, ip);
        if (!auth.ok) return [new GraphQLError(auth.message, { extensions: { code: auth.code } })];
        ctx.extra.contexts!.set(id, auth.context);
      },
      context: (ctx, id) => {
        const context = ctx.extra.contexts!.get(id)!;
        ctx.extra.contexts!.delete(id);
        return context;
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if ('errors' in result && result.errors) {
          return { ...result, errors: result.errors.map((error) => formatError(error, services.log)) };
        }
        return result;
      },
    },
    sockets,
  );
  app.server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== '/graphql') return socket.destroy();
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });
  app.addHook('onClose', async () => {
    for (const client of sockets.clients) client.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  });
}

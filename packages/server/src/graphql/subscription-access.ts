import { resolveRequest } from '../auth/request-context.js';
import { AppError } from '../errors/app-error.js';
import { checkAccess, type Access } from './access.js';
import type { GraphQLContext } from './context.js';

/**
 * An event the subscriber may no longer have: the subscription's resolver answers its error in
 * place of the event's data, and the subscription ends after it.
 */
export class RefusedEvent {
  constructor(readonly error: unknown) {}
}

/**
 * Why the subscriber may no longer have events, or null. A socket's identity is resolved once when
 * it connects, so each event asks again as a new request would: through the auth cache, which
 * membership, role and session changes empty on commit, so a removed member or a lost flag is seen
 * at the next event.
 */
async function refusal(ctx: GraphQLContext, declared: Access): Promise<unknown> {
  const auth = await resolveRequest(ctx.services, `Bearer ${ctx.sessionToken}`, ctx.unitId ?? undefined, ctx.ip);
  if (!auth.ok)
    return auth.code === 'UNAUTHENTICATED'
      ? new AppError('UNAUTHENTICATED', auth.message)
      : new AppError('FORBIDDEN', auth.message);
  try {
    checkAccess(auth.context, declared);
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * The subscription's events, each delivered only while the subscriber still passes the field's
 * access declaration; the first refused one becomes a RefusedEvent and ends the stream. Each event
 * is resolved with fresh DataLoaders (the context lives as long as the subscription), so an
 * invoice's deliveries are read anew at every change.
 */
export function recheckedEvents<T>(
  declared: Access,
  ctx: GraphQLContext,
  events: AsyncIterable<T>,
): AsyncIterableIterator<T | RefusedEvent> {
  const source = events[Symbol.asyncIterator]();
  const done = (): IteratorResult<T | RefusedEvent> => ({ done: true, value: undefined });
  let ended = false;
  const end = async () => {
    ended = true;
    await source.return?.();
  };
  return {
    async next() {
      if (ended) return done();
      const event = await source.next();
      if (event.done) return event;
      if (ended) return done();
      const error = await refusal(ctx, declared);
      if (error === null) {
        ctx.loaders.clear();
        return event;
      }
      await end();
      return { done: false, value: new RefusedEvent(error) };
    },
    async return() {
      await end();
      return done();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

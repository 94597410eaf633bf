import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { whoOf } from '../two-factor/service.js';
import { listSessions, revokeOtherSessions, revokeOwnSession, type SessionView } from './service.js';

const SessionType = builder.objectRef<SessionView>('Session').implement({
  description: "One of the signed-in user's sessions (a browser or device signed in)",
  fields: (t) => ({
    id: t.exposeID('id'),
    current: t.exposeBoolean('current', { description: 'The session this request came with' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
  }),
});

builder.queryField('mySessions', (t) =>
  t.field({
    type: [SessionType],
    description: "The signed-in user's live sessions, the most recently used first",
    access: access.signedIn,
    resolve: (_root, _args, ctx) => listSessions(ctx.services, whoOf(ctx)),
  }),
);

builder.mutationField('revokeSession', (t) =>
  t.boolean({
    description: "Ends one of the signed-in user's sessions on every server; another user's session is NOT_FOUND",
    args: { id: t.arg.id({ required: true }) },
    access: access.signedIn,
    resolve: async (_root, { id }, ctx) => {
      await revokeOwnSession(ctx.services, whoOf(ctx), String(id));
      return true;
    },
  }),
);

builder.mutationField('revokeOtherSessions', (t) =>
  t.boolean({
    description: 'Ends every session of the signed-in user except this one',
    access: access.signedIn,
    resolve: async (_root, _args, ctx) => {
      await revokeOtherSessions(ctx.services, whoOf(ctx));
      return true;
    },
  }),
);

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { hasPermission, type PermissionFlag } from '@fjord/domain';
import { resolveRequest } from '../../auth/request-context.js';
import { AppError } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { FILE_KINDS, signedFileUrl, storeFile, verifyFileLink, type FileKind } from './service.js';
import { files } from './tables.js';

/** Uploading a file is part of changing what it belongs to, so it needs that permission. */
const UPLOAD_FLAG: Record<FileKind, PermissionFlag> = {
  product_image: 'canUpdateProducts',
  logo: 'canUpdateUnit',
  attachment: 'canSendSellerInvoice',
  tax_card: 'canEditEmployees',
};

/**
 * POST /files?kind=… takes one raw file (X-File-Name names it) for the current unit and answers
 * the stored attachment; GET /files/:id serves it to whoever holds a valid signed link.
 */
export function registerFileRoutes(server: FastifyInstance, services: Services): void {
  server.register(async (scope) => {
    // Only here: any body type arrives as bytes.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post<{ Querystring: { kind?: string } }>('/files', async (req, reply) => {
      const auth = await resolveRequest(services, req.headers.authorization, header(req.headers['x-unit-id']));
      if (!auth.ok) return reply.code(auth.status).send({ error: auth.code });
      const { context } = auth;
      const kind = req.query.kind as FileKind;
      if (!(FILE_KINDS as readonly string[]).includes(kind)) return reply.code(400).send({ error: 'unknown_kind' });
      if (!context.unitId) return reply.code(403).send({ error: 'FORBIDDEN' });
      if (!hasPermission(context.permissions, UPLOAD_FLAG[kind])) return reply.code(403).send({ error: 'FORBIDDEN' });
      const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let fileName = '';
      try {
        fileName = decodeURIComponent(header(req.headers['x-file-name']) ?? '');
      } catch {
        fileName = '';
      }
      const unitId = context.unitId;
      try {
        const stored = await services.transactions.tenant(unitId, (tx) =>
          storeFile(
            tx,
            { unitId, userId: context.user.id, at: services.clock.now() },
            { kind, fileName, contentType: header(req.headers['content-type']) ?? '', data },
          ),
        );
        const url = signedFileUrl(services.config.secretKey, stored.id, services.clock.now());
        return reply.code(201).send({
          signedBlobId: stored.id,
          fileName: stored.fileName,
          contentType: stored.contentType,
          size: stored.size,
          url: `${services.config.publicUrl}${url}`,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'VALIDATION')
          return reply.code(422).send({ error: 'VALIDATION', validations: error.validations });
        throw error;
      }
    });

    scope.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      '/files/:id',
      async (req, reply) => {
        const { id } = req.params;
        const now = services.clock.now();
        const { expires = '', signature = '' } = req.query;
        if (!verifyFileLink(services.config.secretKey, id, expires, signature, now))
          return reply.code(404).send({ error: 'NOT_FOUND' });
        // The signed link is the permission: no session or unit is needed to show an image.
        const [file] = await services.transactions.system((tx) => tx.select().from(files).where(eq(files.id, id)));
        if (!file) return reply.code(404).send({ error: 'NOT_FOUND' });
        const maxAge = Math.max(0, Number(expires) - Math.floor(now.getTime() / 1000));
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('x-content-type-options', 'nosniff')
          .send(file.data);
      },
    );
  });
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { hasPermission, type PermissionFlag } from '@fjord/domain';
import { forbidden, notFound } from '../../errors/app-error.js';
import { requireUnit } from '../../graphql/context.js';
import { header } from '../../http/rest-access.js';
import { HttpError } from '../../http/rest-errors.js';
import type { Services } from '../../services.js';
import { FILE_KINDS, signedFileUrl, storeFile, verifyFileLink, type FileKind } from './service.js';
import { files } from './tables.js';

/** Uploading a file is part of changing what it belongs to, so it needs that permission. */
export const UPLOAD_FLAG: Record<FileKind, PermissionFlag> = {
  product_image: 'canUpdateProducts',
  logo: 'canUpdateUnit',
  attachment: 'canSendSellerInvoice',
  invoice_attachment: 'canSendSellerInvoice',
  tax_card: 'canEditEmployees',
  bank_file: 'canSendSellerInvoice',
  // Nothing is accepted as one (ALLOWED_TYPES has no type for it): the export job stores it.
  unit_export: 'canUpdateAdmin',
};

/**
 * POST /files?kind=… takes one raw file (X-File-Name names it) for the current unit and answers
 * the stored attachment; GET /files/:id serves it to whoever holds a valid signed link.
 */
export function registerFileRoutes(server: FastifyInstance, services: Services): void {
  server.register(async (scope) => {
    // Only here: any body type arrives as bytes (text/plain too, e.g. a bank's OCR file).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post<{ Querystring: { kind?: string } }>('/files', async (req, reply) => {
      // The guard has checked the session, the unit and that the user may upload some kind of file.
      const context = req.auth!.context;
      const kind = req.query.kind as FileKind;
      if (!(FILE_KINDS as readonly string[]).includes(kind)) throw new HttpError(400, 'unknown_kind');
      const unitId = requireUnit(context);
      if (!hasPermission(context.permissions, UPLOAD_FLAG[kind])) throw forbidden(UPLOAD_FLAG[kind]);
      const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let fileName = '';
      try {
        fileName = decodeURIComponent(header(req.headers['x-file-name']) ?? '');
      } catch {
        fileName = '';
      }
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
    });

    scope.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      '/files/:id',
      async (req, reply) => {
        const { id } = req.params;
        const now = services.clock.now();
        const { expires = '', signature = '' } = req.query;
        if (!verifyFileLink(services.config.secretKey, id, expires, signature, now)) throw notFound('File');
        // The signed link is the permission: no session or unit is needed to show an image.
        const [file] = await services.transactions.system((tx) => tx.select().from(files).where(eq(files.id, id)));
        if (!file) throw notFound('File');
        const maxAge = Math.max(0, Number(expires) - Math.floor(now.getTime() / 1000));
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('cache-control', `private, max-age=${maxAge}`)
          .send(file.data);
      },
    );
  });
}

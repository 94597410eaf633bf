import { builder } from '../../graphql/builder.js';
import { signedFileUrl, type FileMeta } from './service.js';

/**
 * A stored file (an attachment): signedBlobId, fileName, url, contentType,
 * size. The url is a signed link valid for an hour or two, so it works in an <img> without a token.
 */
export const StoredFileType = builder.objectRef<FileMeta>('StoredFile').implement({
  fields: (t) => ({
    signedBlobId: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    url: t.string({
      resolve: (file, _args, ctx) =>
        `${ctx.services.config.publicUrl}${signedFileUrl(ctx.services.config.secretKey, file.id, ctx.services.clock.now())}`,
    }),
  }),
});

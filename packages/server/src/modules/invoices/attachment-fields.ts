import { builder } from '../../graphql/builder.js';
import { StoredFileType } from '../files/schema.js';
import { attachmentsOf } from './attachments.js';
import { InvoiceType } from './schema.js';

builder.objectField(InvoiceType, 'attachments', (t) =>
  t.field({
    type: [StoredFileType],
    description:
      'The files issued with it (name, size, type) in their order; each url is a signed link of an hour or two, handed only to members of its unit',
    resolve: (invoice, _args, ctx) => ctx.loaders.get('invoice:attachments', attachmentsOf).load(invoice.id),
  }),
);

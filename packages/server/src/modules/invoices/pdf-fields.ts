import { and, eq, lte } from 'drizzle-orm';
import { INVOICE_DOCUMENT_TYPES, type InvoiceDocumentType } from '@fjord/domain';
import { builder } from '../../graphql/builder.js';
import { inUnit } from '../../graphql/context.js';
import { InvoiceType } from './schema.js';
import { overdueNotices } from './tables.js';

const InvoiceDocumentTypeEnum = builder.enumType('InvoiceDocumentType', {
  description: 'A PDF of an invoice (GET /pdf/invoices/{id}?type=)',
  values: INVOICE_DOCUMENT_TYPES,
});

builder.objectField(InvoiceType, 'pdfTypes', (t) =>
  t.field({
    type: [InvoiceDocumentTypeEnum],
    description:
      'The PDFs it has: a credit note its creditNote; an invoice its invoice, and overdueNotice once it has a notice (up to maxDate)',
    args: { maxDate: t.arg({ type: 'Date' }) },
    resolve: async (invoice, args, ctx): Promise<InvoiceDocumentType[]> => {
      if (invoice.kind === 'CREDIT_NOTE') return ['creditNote'];
      const [notice] = await inUnit(ctx, (tx) =>
        tx
          .select({ id: overdueNotices.id })
          .from(overdueNotices)
          .where(
            and(
              eq(overdueNotices.invoiceId, invoice.id),
              args.maxDate ? lte(overdueNotices.issueDate, args.maxDate) : undefined,
            ),
          )
          .limit(1),
      );
      return notice ? ['invoice', 'overdueNotice'] : ['invoice'];
    },
  }),
);

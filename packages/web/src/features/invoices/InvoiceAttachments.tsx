import { Box } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/overlays';
import { Upload, uploadFile } from '../../ui/upload';
import type { InvoiceFormValues } from './invoice-form';

/** What the server takes as an invoice attachment (checked there by content). */
const ATTACHMENT_TYPES = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/** The invoice's attachments: sent along with it, at most 15 MB together. */
export function InvoiceAttachments() {
  const { t } = useTranslation('invoices');
  const { getValues } = useFormContext<InvoiceFormValues>();
  const { field } = useController<InvoiceFormValues, 'attachments'>({ name: 'attachments' });
  const { onChange } = field;

  // Uploads finish one after another; each adds to the list as it stands then.
  const upload = async (files: File[]) => {
    try {
      for (const file of files) {
        const stored = await uploadFile(file, 'invoice_attachment');
        onChange([...getValues('attachments'), stored]);
      }
    } catch (error) {
      toast('error', t('attachments.uploadFailed'));
      throw error;
    }
  };

  return (
    <Box maw={640}>
      <Upload
        label={t('fields.attachments')}
        description={t('hints.attachments')}
        accept={ATTACHMENT_TYPES}
        attachments={field.value}
        onAttachmentsChange={(next) => onChange(next)}
        onUpload={upload}
      />
    </Box>
  );
}

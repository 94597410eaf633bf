import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Group, Input, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_ATTACHMENTS_TOTAL_BYTES } from '@fjord/domain';
import type { Attachment } from './attachment';
import { compressImage, shouldCompress } from './compress';
import { FilePreview } from './FilePreview';
import { acceptAttribute, attachmentsTotal, exceedsTotal, formatFileSize, isAllowedFile } from './file-rules';
import classes from './Upload.module.css';

export type UploadProps = {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** Allowed extensions without the dot: ['pdf', 'csv', 'tiff', 'png', 'jpg']. */
  accept: readonly string[];
  multiple?: boolean;
  /** The owner's stored attachments: they count towards the total and are listed with a remove button. */
  attachments?: readonly Attachment[];
  /** Removing a stored attachment marks it _destroy; the list is handed back whole. */
  onAttachmentsChange?: (attachments: Attachment[]) => void;
  /** Sends the accepted (and compressed) files; the field shows "Uploading…" until it settles. */
  onUpload: (files: File[]) => Promise<unknown>;
  maxTotalBytes?: number;
};

type Phase = 'idle' | 'compressing' | 'uploading';

/**
 * File picker and drop zone for attachments.
 *
 * Order of the checks: the file type first (a wrong type is refused at once and the selection
 * cleared), then images at or above the compression target are compressed, and only then is the
 * 15 MB total checked, with the stored attachments that stay. Checking after compression is the
 * friendlier choice: a large photo that compresses well is accepted rather than refused for a size
 * it will never be sent with.
 */
export function Upload({
  label,
  description,
  error,
  required,
  disabled,
  name,
  id,
  accept,
  multiple = true,
  attachments = [],
  onAttachmentsChange,
  onUpload,
  maxTotalBytes = MAX_ATTACHMENTS_TOTAL_BYTES,
}: UploadProps) {
  const { t, i18n } = useTranslation('inputs');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [pending, setPending] = useState<File[]>([]);
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const locale = i18n.language;
  const busy = phase !== 'idle';
  const size = (bytes: number) => formatFileSize(bytes, locale);
  const extensions = accept.map((extension) => extension.replace(/^\./, '').toLowerCase()).join(', ');
  const kept = attachments.filter((attachment) => !attachment._destroy);

  const clearSelection = () => {
    if (inputRef.current) inputRef.current.value = '';
    setPending([]);
  };

  const take = async (chosen: File[]) => {
    setRejection(null);
    const files = multiple ? chosen : chosen.slice(0, 1);
    if (files.length === 0) return;
    if (files.some((file) => !isAllowedFile(file.name, accept))) {
      clearSelection();
      setRejection(t('upload.invalidType', { extensions }));
      return;
    }
    setPending(files);
    const compress = await Promise.all(files.map(shouldCompress));
    if (compress.some(Boolean)) setPhase('compressing');
    const prepared = await Promise.all(
      // An image the browser cannot compress is sent as it is; the total still applies.
      files.map((file, index) => (compress[index] ? compressImage(file).catch(() => file) : file)),
    );
    const total = attachmentsTotal(attachments, prepared);
    if (exceedsTotal(total, maxTotalBytes)) {
      setPhase('idle');
      clearSelection();
      setRejection(t('upload.tooLarge', { max: size(maxTotalBytes), total: size(total) }));
      return;
    }
    setPending(prepared);
    setPhase('uploading');
    try {
      await onUpload(prepared);
    } catch {
      // The caller (its GraphQL error link or its own toast) has said why; the files can be chosen again.
    } finally {
      setPhase('idle');
      clearSelection();
    }
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !busy) void take(Array.from(event.dataTransfer.files));
  };

  const remove = (attachment: Attachment) =>
    onAttachmentsChange?.(attachments.map((item) => (item === attachment ? { ...item, _destroy: true } : item)));

  const message = error ?? rejection;

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      description={description ?? t('upload.allowed', { extensions, max: size(maxTotalBytes) })}
      error={message}
      required={required}
    >
      <Stack gap="xs" mt={4}>
        <Box
          component="label"
          htmlFor={inputId}
          className={classes.dropZone}
          data-dragging={dragging || undefined}
          data-disabled={disabled || busy || undefined}
          data-error={Boolean(message) || undefined}
          onDragOver={(event: DragEvent<HTMLLabelElement>) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          {busy ? <Loader size="sm" /> : <IconUpload size={20} />}
          <Text size="sm" role={busy ? 'status' : undefined}>
            {phase === 'compressing'
              ? t('upload.compressing')
              : phase === 'uploading'
                ? t('upload.uploading')
                : t(multiple ? 'upload.choose' : 'upload.chooseOne')}
          </Text>
          <VisuallyHidden>
            <input
              ref={inputRef}
              id={inputId}
              name={name}
              type="file"
              multiple={multiple}
              accept={acceptAttribute(accept)}
              disabled={disabled || busy}
              onChange={(event) => void take(Array.from(event.currentTarget.files ?? []))}
            />
          </VisuallyHidden>
        </Box>

        {pending.map((file) => (
          <Group key={`${file.name}-${file.size}-${file.lastModified}`} gap="sm" wrap="nowrap" opacity={0.7}>
            <FilePreview fileName={file.name} contentType={file.type} file={file} />
            <Text size="sm" style={{ flex: 1 }} truncate>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {size(file.size)}
            </Text>
          </Group>
        ))}

        {kept.map((attachment) => (
          <Group key={attachment.signedBlobId} gap="sm" wrap="nowrap">
            <FilePreview fileName={attachment.fileName} contentType={attachment.contentType} url={attachment.url} />
            <Anchor href={attachment.url} target="_blank" rel="noreferrer" size="sm" style={{ flex: 1 }} truncate>
              {attachment.fileName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {size(attachment.size)}
            </Text>
            {onAttachmentsChange && !disabled && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('upload.remove', { name: attachment.fileName })}
                onClick={() => remove(attachment)}
              >
                <IconX size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}

        {kept.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('upload.total', { total: size(attachmentsTotal(attachments, [])), max: size(maxTotalBytes) })}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

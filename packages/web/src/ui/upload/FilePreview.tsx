import { useEffect, useRef } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { IconFile, IconFileTypeCsv, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileKind } from './file-rules';

const SIZE = 40;

/** A new file's thumbnail: its object URL lives as long as the preview. */
function FileThumbnail({ file, alt }: { file: File; alt: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={imageRef} alt={alt} width={SIZE} height={SIZE} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

type Props = { fileName: string; contentType: string } & ({ url: string; file?: never } | { file: File; url?: never });

/**
 * The preview: an icon for pdf, csv and tiff (browsers cannot draw TIFF), a
 * thumbnail for other images, a plain file icon for the rest.
 */
export function FilePreview({ fileName, contentType, url, file }: Props) {
  const { t } = useTranslation('inputs');
  const kind = fileKind(fileName, contentType);
  if (kind === 'image') {
    return file ? (
      <FileThumbnail file={file} alt={fileName} />
    ) : (
      <img src={url} alt={fileName} width={SIZE} height={SIZE} style={{ objectFit: 'cover', borderRadius: 4 }} />
    );
  }
  const icon =
    kind === 'pdf' ? (
      <IconFileTypePdf size={28} color="var(--mantine-color-red-7)" aria-label="PDF" />
    ) : kind === 'csv' ? (
      <IconFileTypeCsv size={28} color="var(--mantine-color-green-7)" aria-label="CSV" />
    ) : kind === 'tiff' ? (
      <IconPhoto size={22} color="var(--mantine-color-blue-7)" aria-hidden />
    ) : (
      <IconFile size={28} color="var(--mantine-color-gray-6)" aria-hidden />
    );
  return (
    <Box w={SIZE} h={SIZE} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {kind === 'tiff' ? (
        <Stack gap={0} align="center">
          {icon}
          <Text size="9px" fw={700} c="blue.7" lh={1}>
            {t('upload.tiff')}
          </Text>
        </Stack>
      ) : (
        icon
      )}
    </Box>
  );
}

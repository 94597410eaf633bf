import { useRef, useState } from 'react';
import { Alert, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Upload, type Attachment } from '../../ui/upload';
import { DemoSection, InputDemo } from './InputDemo';

const ALLOWED = ['pdf', 'csv', 'tiff', 'png', 'jpg'];
const SIMULATED_UPLOAD_MS = 800;
const MB = 1024 * 1024;

/** A stored attachment that exists only as its numbers, to show how stored ones count towards the total. */
const TEN_MB_STORED: Attachment = {
  signedBlobId: 'stored-archive',
  fileName: 'arkiv-2023.pdf',
  url: '#',
  contentType: 'application/pdf',
  size: 10 * MB,
};

/** For the readout: what a form would send, without the page-local object URLs. */
const readout = (attachments: Attachment[]) =>
  attachments.map(({ fileName, size, contentType, _destroy }) => ({ fileName, size, contentType, _destroy }));

/** One upload field whose "server" is this page: after a delay the files become stored attachments. */
function UploadDemo({
  testId,
  label,
  initial = [],
  multiple,
  disabled,
}: {
  testId: string;
  label: string;
  initial?: Attachment[];
  multiple?: boolean;
  disabled?: boolean;
}) {
  const [attachments, setAttachments] = useState<Attachment[]>(initial);
  const uploads = useRef(0);

  const simulateUpload = async (files: File[]) => {
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_UPLOAD_MS));
    const stored = files.map((file) => ({
      signedBlobId: `simulated-${testId}-${++uploads.current}`,
      fileName: file.name,
      // The file stays in this page; a real upload answers the stored file's address.
      url: URL.createObjectURL(file),
      contentType: file.type,
      size: file.size,
    }));
    setAttachments((current) => [...current, ...stored]);
  };

  return (
    <InputDemo testId={testId} value={readout(attachments)}>
      <Upload
        label={label}
        accept={ALLOWED}
        multiple={multiple}
        disabled={disabled}
        attachments={attachments}
        onAttachmentsChange={setAttachments}
        onUpload={simulateUpload}
      />
    </InputDemo>
  );
}

/** The upload field: allowed pdf, csv, tiff, png and jpg; 15 MB in total with stored attachments. */
export function UploadSection() {
  const { t } = useTranslation('uiTest');
  return (
    <DemoSection title={t('upload.title')}>
      <Alert color="blue" variant="light">
        {t('upload.simulated')}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <UploadDemo testId="upload" label={t('upload.attachments')} />
        <UploadDemo testId="upload-stored" label={t('upload.withStored')} initial={[TEN_MB_STORED]} />
        <UploadDemo testId="upload-single" label={t('upload.single')} multiple={false} />
        <UploadDemo testId="upload-disabled" label={t('upload.disabled')} disabled />
      </SimpleGrid>
    </DemoSection>
  );
}

export { Upload, type UploadProps } from './Upload';
export { FilePreview } from './FilePreview';
export type { Attachment } from './attachment';
export {
  acceptAttribute,
  attachmentsTotal,
  exceedsTotal,
  extensionOf,
  fileKind,
  formatFileSize,
  isAllowedFile,
  needsCompression,
} from './file-rules';
export { uploadFile, UploadError, type UploadKind } from './upload-file';

/**
 * A stored attachment. One marked `_destroy` is removed when the
 * owning record is saved, so it no longer counts towards the total size.
 */
export type Attachment = {
  signedBlobId: string;
  fileName: string;
  url: string;
  contentType: string;
  size: number;
  _destroy?: boolean;
};

export { ChunkLoadError, handleChunkFailure, loadChunk, chunkFailureMessage } from './chunks';
export { UpdateNotices } from './UpdateNotices';
export { UpdateBanner } from './UpdateBanner';
export { announceUpdate, useUpdateState } from './update-state';
export { lazyPart } from './lazy-part';

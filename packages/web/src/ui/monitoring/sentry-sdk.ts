// The Sentry SDK behind one module, so the build gives it a chunk of its own (sentry-sdk-*.js) that
// the service worker leaves out of its precache: most installations never load it.
export { captureException, captureReactException, init } from '@sentry/react';

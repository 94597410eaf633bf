import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n, { translationsReady } from '../i18n';
import { resources } from '../i18n/all-translations';

// The app fetches translations namespace by namespace; under test every one is there from the start.
await translationsReady;
for (const [locale, namespaces] of Object.entries(resources))
  for (const [namespace, content] of Object.entries(namespaces)) i18n.addResourceBundle(locale, namespace, content);

// happy-dom lacks the media queries and observers Mantine asks for.
if (!window.matchMedia)
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
if (!window.ResizeObserver)
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n, { translationsReady } from '../i18n';
import { resources } from '../i18n/all-translations';

// findBy… and waitFor wait up to 5 s, not 1: four test projects share two cores in CI, and a page's first render
// with its mocked queries took over a second there (the rule is what appears, not how fast).
configure({ asyncUtilTimeout: 5_000 });

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

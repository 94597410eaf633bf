import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import i18n, { translationsReady } from './i18n';
import { Providers } from './app/providers';
import { router } from './app/router';
import { reactRootErrorHandler, startErrorReporting } from './ui/monitoring/sentry';
import { UpdateNotices } from './ui/update';
import { startUpdateFlow } from './ui/update/start';

void startErrorReporting();
startUpdateFlow();

// Rendered once the kit's translations are there (a failed fetch shows the keys rather than nothing).
void translationsReady.finally(() => {
  // i18next settles its language only while it initialises.
  document.documentElement.lang = i18n.language;
  createRoot(document.getElementById('root')!, {
    onCaughtError: reactRootErrorHandler,
    onUncaughtError: reactRootErrorHandler,
  }).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <UpdateNotices />
      </Providers>
    </StrictMode>,
  );
});

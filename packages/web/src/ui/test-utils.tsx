import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../i18n';
import { DialogsHost } from './overlays/DialogsHost';

/**
 * Renders a component as the page at `url` (inside a memory router, with Mantine, toasts, the
 * dialogs of ui/overlays and i18n), with a stand-in for every other place it can navigate to.
 * The returned router lets a test navigate (`router.navigate('/x?filters=…')`) and read the URL.
 */
export function renderWithProviders(ui: ReactElement, { url = '/', path }: { url?: string; path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: path ?? url.split('?')[0]!, element: ui },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider env="test">
      <Notifications />
      <DialogsHost />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}

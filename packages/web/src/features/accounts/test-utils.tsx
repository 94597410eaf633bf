import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import '../../i18n';

/** Renders a page at a URL, with stand-ins for the places it can navigate to. */
export function renderPage(page: ReactElement, url: string) {
  const path = url.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider env="test">
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}

type Reply = { status: number; body?: unknown };

/** A fetch stand-in answering by path; unknown paths get a 500 so a forgotten reply shows up. */
export function mockFetch(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0]!;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const reply = replies[path];
    const { status, body: answer } = typeof reply === 'function' ? reply(body) : (reply ?? { status: 500 });
    return new Response(answer === undefined ? null : JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one path. */
export function bodiesSentTo(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

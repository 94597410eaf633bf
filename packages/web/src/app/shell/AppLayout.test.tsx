import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { permissionsFor } from '@fjord/domain';
import { changeLocale } from '../../i18n';
import { currentUserMock } from '../current-user.mock';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { RootLayout } from '../route-effects';
import { setToken } from '../session';
import { shellRoute } from '../shell-route';
import { AppLayout } from './AppLayout';
import { EXPANDED_SECTIONS_PREFIX, expandedMenuSections } from './menu-state';
import { CurrentUserUnitsDocument } from './CompanySwitcher';

const ownerMock = currentUserMock(permissionsFor('owner'));

const unitsMock = {
  request: { query: CurrentUserUnitsDocument, variables: { term: null, limit: 200 } },
  result: {
    data: {
      currentUserUnits: [
        { __typename: 'Unit' as const, id: 'unit-1', name: 'Fjordbakst AS' },
        { __typename: 'Unit' as const, id: 'unit-2', name: 'Nordlys AS' },
      ],
    },
  },
};

function renderShell(url: string, pages: RouteObject[] = [], user = ownerMock) {
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/login', element: <div data-testid="login" /> },
          { path: '/forbidden', element: <div data-testid="forbidden" /> },
          {
            Component: AppLayout,
            children: [
              {
                path: '/orders/:id',
                Component: NotAvailablePage,
                handle: { title: 'shell:routes.order', mode: 'invoicing' },
              },
              ...pages,
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider env="test">
      <MockedProvider mocks={[user, unitsMock]}>
        <RouterProvider router={router} />
      </MockedProvider>
    </MantineProvider>,
  );
  return router;
}

describe('application shell', () => {
  beforeEach(async () => {
    await changeLocale('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ accountingUrl: 'https://regnskap.example.no' }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a stored sign-in to Login, remembering where they wanted to go', async () => {
    renderShell('/orders/42?tab=lines');
    expect(await screen.findByTestId('login')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('fjord.routeHistory') ?? '[]')).toContain('/orders/42?tab=lines');
  });

  it('shows the page inside the shell with its title, the user and the company', async () => {
    setToken('token');
    renderShell('/orders/42');
    expect(await screen.findByText('Kari Nordmann')).toBeTruthy();
    expect(screen.getByText('Fjordbakst AS')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order' })).toBeTruthy();
    expect(screen.getByText('This part of Fjord is not available yet.')).toBeTruthy();
    expect(document.title).toBe('Order – Fjord');
  });

  function Broken(): never {
    throw new Error('render failed');
  }
  const page = (path: string, load: () => Promise<{ default: () => never }>, extra = {}) =>
    shellRoute({ path, key: 'order', title: 'shell:routes.order', mode: 'any', ...extra }, load);

  it('shows a page that fails to render as an error inside the shell, never a blank window', async () => {
    setToken('token');
    renderShell('/broken', [page('/broken', async () => ({ default: Broken }))]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(await screen.findByText('Kari Nordmann')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  // A route whose lazy load rejects is rendered by react-router as its parents only: a blank window.
  it('offers a reload inside the shell when a page chunk cannot be loaded', { timeout: 15_000 }, async () => {
    setToken('token');
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const router = renderShell('/orders/42', [page('/lost', failing)]);
    expect(await screen.findByText('Kari Nordmann')).toBeTruthy();
    await router.navigate('/lost');
    // The failure is reported first (the chunk's name and reason in a toast), which takes a moment.
    const heading = await screen.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 });
    expect(heading).toBeTruthy();
    expect(await screen.findByText('Kari Nordmann')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('signs out from the user menu with a loading state, forgetting the expanded sections first', async () => {
    setToken('token');
    const paycheckKey = `${EXPANDED_SECTIONS_PREFIX}paycheck`;
    localStorage.setItem(paycheckKey, JSON.stringify({ savedAt: Date.now(), value: { userId: 'u1', expanded: [] } }));
    let answerLogout = () => {};
    const atLogout: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url !== '/accounts/logout') return Promise.resolve(new Response('{}'));
        atLogout.push(localStorage.getItem(paycheckKey), expandedMenuSections.get());
        return new Promise<Response>((resolve) => {
          answerLogout = () => resolve(new Response(null, { status: 204 }));
        });
      }),
    );
    expandedMenuSections.set(['invoicing']);
    renderShell('/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Kari Nordmann' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const signingOut = await screen.findByRole('menuitem', { name: 'Signing out…' });
    expect(signingOut.hasAttribute('disabled') || signingOut.getAttribute('data-disabled') === 'true').toBe(true);
    expect(atLogout).toEqual([null, []]);
    answerLogout();
    expect(await screen.findByTestId('login')).toBeTruthy();
  });

  it('sends a user without the flags of a page to the Forbidden page', { timeout: 15_000 }, async () => {
    setToken('token');
    const guarded = page('/salaries', async () => ({ default: Broken }), {
      access: { flags: ['canViewSalaries'], mode: 'all' },
    });
    renderShell('/salaries', [guarded], currentUserMock(permissionsFor('accountant')));
    expect(await screen.findByTestId('forbidden', {}, { timeout: 5000 })).toBeTruthy();
  });
});

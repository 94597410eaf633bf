import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { permissionsFor } from '@fjord/domain';
import { changeLocale } from '../../i18n';
import { currentUserMock } from '../current-user.mock';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { RootLayout } from '../route-effects';
import { setToken } from '../session';
import { AppLayout } from './AppLayout';
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

function renderShell(url: string) {
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/login', element: <div data-testid="login" /> },
          {
            Component: AppLayout,
            children: [
              {
                path: '/orders/:id',
                Component: NotAvailablePage,
                handle: { title: 'shell:routes.order', mode: 'invoicing' },
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider env="test">
      <MockedProvider mocks={[ownerMock, unitsMock]}>
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
});

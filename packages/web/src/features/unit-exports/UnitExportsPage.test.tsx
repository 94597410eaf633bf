import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { UnitExportsDocument } from './operations';
import UnitExportsPage from './UnitExportsPage';

const unitExport = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'UnitExport' as const,
  id: 'export-1',
  status: 'DONE',
  done: 120,
  total: 120,
  error: null,
  createdAt: '2026-11-28T09:00:00Z',
  finishedAt: '2026-11-28T09:01:00Z',
  createdByName: 'Kari Nordmann',
  file: {
    __typename: 'StoredFile' as const,
    fileName: 'fjord-export-2026-11-28.zip',
    size: 2_500_000,
    url: 'http://localhost/files/f1?expires=1&signature=s',
  },
  ...overrides,
});

const listMock = (items: ReturnType<typeof unitExport>[]) => ({
  request: { query: UnitExportsDocument },
  maxUsageCount: 10,
  result: { data: { unitExports: items } },
});

async function renderPage(mocks: unknown[], permissions = permissionsFor('owner')) {
  await act(() => i18n.changeLanguage('nb'));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissions, 'nb'), ...(mocks as never[])]}>
      <UnitExportsPage />
    </MockedProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Export all data', () => {
  it('shows the progress of the export being made, and no second start meanwhile (nb)', async () => {
    await renderPage([
      listMock([
        unitExport({ id: 'export-2', status: 'RUNNING', done: 30, total: 120, finishedAt: null, file: null }),
        unitExport(),
      ]),
    ]);
    expect(await screen.findByText('30 av 120 steg ferdig (25 %)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fremdrift for eksporten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eksporter alle data' }).hasAttribute('disabled')).toBe(true);
    // The table of exports fills its rows after its first render (aria-busy until then).
    const table = screen.getByRole('table', { name: 'Eksporter' });
    expect(await within(table).findByText('Pågår')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'fjord-export-2026-11-28.zip (2,5 MB)' })).toBeTruthy();
  });

  it('offers the archive of a finished export for download', async () => {
    await renderPage([listMock([unitExport()])]);
    const link = await screen.findByRole('link', { name: 'Last ned arkivet (2,5 MB)' });
    expect(link.getAttribute('href')).toBe('http://localhost/files/f1?expires=1&signature=s');
    expect(screen.getByText('Eksporten er klar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eksporter alle data' }).hasAttribute('disabled')).toBe(false);
  });

  it('tells an administrator that only owners export, without asking for the exports', async () => {
    await renderPage([], permissionsFor('administrator'));
    expect(await screen.findByText('Bare firmaets eiere kan eksportere alle dataene.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eksporter alle data' })).toBeNull();
  });
});

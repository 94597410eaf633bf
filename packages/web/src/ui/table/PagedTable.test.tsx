import { describe, expect, it, vi } from 'vitest';
import { useMemo, useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { localPageFetch } from './local-fetch';
import { PagedTable, type PagedTableProps } from './PagedTable';
import type { PageFetch, PageRequest, PagedColumn } from './types';

type Person = { id: string; name: string; city: string; active: boolean };

const people: Person[] = [
  { id: '1', name: 'Kari Nordmann', city: 'Bergen', active: true },
  { id: '2', name: 'Ola Nordmann', city: 'Oslo', active: false },
  { id: '3', name: 'Per Hansen', city: 'Bergen', active: true },
  { id: '4', name: 'Anne Berg', city: 'Tromsø', active: false },
  { id: '5', name: 'Nils Nordby', city: 'Oslo', active: true },
];

const columns: PagedColumn<Person>[] = [
  { id: 'name', header: 'Name', value: (p) => p.name, sortable: true, filter: { type: 'text' } },
  {
    id: 'city',
    header: 'City',
    value: (p) => p.city,
    sortable: true,
    orderBy: 'city_name',
    filter: {
      type: 'select',
      options: ['Bergen', 'Oslo', 'Tromsø'].map((city) => ({ value: city, label: city })),
    },
  },
  {
    id: 'active',
    header: 'Active',
    value: (p) => p.active,
    cell: (p) => (p.active ? 'yes' : 'no'),
    filter: { type: 'yesNo' },
  },
];

/** A fetch over `people` that records every request. */
function recordingFetch(rows: Person[] = people) {
  const local = localPageFetch(rows, columns);
  const requests: PageRequest[] = [];
  const fetchPage: PageFetch<Person> = (request, signal) => {
    requests.push(request);
    return local(request, signal);
  };
  return { fetchPage, requests };
}

function renderTable(props: Partial<PagedTableProps<Person>> = {}, url = '/list') {
  const fetchPage = props.fetchPage ?? recordingFetch().fetchPage;
  return renderWithProviders(
    <PagedTable<Person> label="People" columns={columns} rowId={(p) => p.id} {...props} fetchPage={fetchPage} />,
    { url, path: '/list' },
  );
}

const table = () => screen.getByRole('table', { name: 'People' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).queryAllByRole('cell').at(-3)?.textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(name) });
const loaded = () => waitFor(() => expect(table().getAttribute('aria-busy')).toBe('false'));

describe('PagedTable', () => {
  it('asks for the first page of 100 in the default order and shows the range', async () => {
    const { fetchPage, requests } = recordingFetch();
    renderTable({ fetchPage, defaultSort: { column: 'name', direction: 'ASC' } });
    await loaded();
    expect(requests[0]).toEqual({ limit: 100, offset: 0, orderBy: 'name', orderDirection: 'ASC', filters: {} });
    expect(names()).toEqual(['Anne Berg', 'Kari Nordmann', 'Nils Nordby', 'Ola Nordmann', 'Per Hansen']);
    expect(screen.getByTestId('table-range').textContent).toBe('1–5 of 5');
  });

  it('sorts ascending on a first click, descending on the second, and a new column starts ascending', async () => {
    const { fetchPage, requests } = recordingFetch();
    renderTable({ fetchPage });
    await loaded();
    expect(requests.at(-1)).toMatchObject({ orderBy: null });

    fireEvent.click(within(header('Name')).getByRole('button'));
    await loaded();
    expect(requests.at(-1)).toMatchObject({ orderBy: 'name', orderDirection: 'ASC' });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(names()[0]).toBe('Anne Berg');

    fireEvent.click(within(header('Name')).getByRole('button'));
    await loaded();
    expect(requests.at(-1)).toMatchObject({ orderBy: 'name', orderDirection: 'DESC' });
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(names()[0]).toBe('Per Hansen');

    fireEvent.click(within(header('City')).getByRole('button'));
    await loaded();
    expect(requests.at(-1)).toMatchObject({ orderBy: 'city_name', orderDirection: 'ASC' });
    expect(header('City').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(header('City')).getByRole('button'));
    fireEvent.click(within(header('City')).getByRole('button'));
    await loaded();
    // The third click returns to ascending: the order never falls back to "unsorted".
    expect(requests.at(-1)).toMatchObject({ orderBy: 'city_name', orderDirection: 'ASC' });
  });

  it('select-all after filtering selects only the rows shown', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectable: true, onSelectionChange }, `/list?filters=${encodeURIComponent('{"city":"Oslo"}')}`);
    await loaded();
    expect(names()).toEqual(['Ola Nordmann', 'Nils Nordby']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown rows' }));
    await waitFor(() =>
      expect(onSelectionChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ id: '2' }),
        expect.objectContaining({ id: '5' }),
      ]),
    );
    expect(
      screen.getAllByRole('checkbox', { name: 'Select row' }).every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('clears the selection when the filters change, so no hidden row stays selected', async () => {
    const onSelectionChange = vi.fn();
    const { router } = renderTable({ selectable: true, onSelectionChange });
    await loaded();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown rows' }));
    await waitFor(() => expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(5));
    await act(() => router.navigate(`/list?filters=${encodeURIComponent('{"active":true}')}`));
    await loaded();
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown rows' }));
    await waitFor(() => expect(onSelectionChange.mock.lastCall?.[0].map((p: Person) => p.id)).toEqual(['1', '3', '5']));
  });

  it('says "No data to display" when the list is empty', async () => {
    renderTable({ fetchPage: recordingFetch([]).fetchPage });
    expect(await screen.findByText('No data to display')).toBeTruthy();
  });

  it('says "No results matching the search criteria" when the filters remove everything', async () => {
    renderTable({}, `/list?filters=${encodeURIComponent('{"name":"zzz"}')}`);
    expect(await screen.findByText('No results matching the search criteria')).toBeTruthy();
  });

  it('shows the error text when the fetch fails and nobody handles it', async () => {
    renderTable({ fetchPage: () => Promise.reject(new Error('offline')) });
    expect(
      await screen.findByText('Error occurred. Please try again in few minutes, or contact support.'),
    ).toBeTruthy();
  });

  it('leaves a failure to onError when given', async () => {
    const onError = vi.fn();
    const failure = new Error('offline');
    renderTable({ fetchPage: () => Promise.reject(failure), onError });
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.queryByText(/Error occurred/)).toBeNull();
  });

  it('reads the filters from the URL, sends them, and shows them in the inputs', async () => {
    const { fetchPage, requests } = recordingFetch();
    renderTable({ fetchPage }, `/list?filters=${encodeURIComponent('{"name":"nord","active":true,"other":1}')}`);
    await loaded();
    expect(requests.at(-1)?.filters).toEqual({ name: 'nord', active: true });
    expect(names()).toEqual(['Kari Nordmann', 'Nils Nordby']);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('nord');
  });

  it('writes a typed filter to the URL as encoded JSON, replacing the entry', async () => {
    const { router } = renderTable();
    await loaded();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'hansen' } });
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    const params = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(params.get('filters')!)).toEqual({ name: 'hansen' });
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(names()).toEqual(['Per Hansen']));
  });

  it('applies the filters of a link to the page it is on (the URL is the source of truth)', async () => {
    const { router } = renderTable({}, `/list?filters=${encodeURIComponent('{"name":"nord"}')}`);
    await loaded();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('nord');
    await act(() => router.navigate(`/list?filters=${encodeURIComponent('{"name":"berg"}')}`));
    await loaded();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('berg');
    expect(names()).toEqual(['Anne Berg']);
  });

  it('shows the generic error text for a yes/no filter that is not a boolean, and does not send it', async () => {
    const { fetchPage, requests } = recordingFetch();
    renderTable({ fetchPage }, `/list?filters=${encodeURIComponent('{"active":"maybe"}')}`);
    await loaded();
    expect(requests.at(-1)?.filters).toEqual({});
    expect(
      screen.getByText('Something went wrong. Please try again later or contact your administrator.'),
    ).toBeTruthy();
  });

  it('pages by 100 and starts over at the first page when the sort changes', async () => {
    const many = Array.from({ length: 250 }, (_, index) => ({
      id: String(index + 1),
      name: `Person ${String(index + 1).padStart(3, '0')}`,
      city: 'Oslo',
      active: true,
    }));
    const { fetchPage, requests } = recordingFetch(many);
    renderTable({ fetchPage, defaultSort: { column: 'name', direction: 'ASC' } });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await loaded();
    expect(requests.at(-1)).toMatchObject({ offset: 200, limit: 100 });
    expect(screen.getByTestId('table-range').textContent).toBe('201–250 of 250');
    fireEvent.click(within(header('Name')).getByRole('button'));
    await loaded();
    expect(requests.at(-1)).toMatchObject({ offset: 0, orderDirection: 'DESC' });
  });

  it('expands a row and shows extra rows', async () => {
    renderTable({
      renderExpanded: (p) => `Details of ${p.name}`,
      renderExtraRow: (p) => (p.active ? null : `${p.name} is inactive`),
    });
    await loaded();
    expect(screen.getByText('Ola Nordmann is inactive')).toBeTruthy();
    expect(screen.queryByText('Details of Kari Nordmann')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Show details' })[0]!);
    expect(screen.getByText('Details of Kari Nordmann')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByText('Details of Kari Nordmann')).toBeNull();
  });

  it('moves back to the new last page when rows beyond it went away', async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({
      id: String(index),
      name: `P${index}`,
      city: 'Oslo',
      active: true,
    }));
    function Shrinking() {
      const [rows, setRows] = useState(many);
      const fetchPage = useMemo(() => localPageFetch(rows, columns), [rows]);
      return (
        <>
          <button onClick={() => setRows(many.slice(0, 80))}>Shrink</button>
          <PagedTable<Person> label="People" columns={columns} rowId={(p) => p.id} fetchPage={fetchPage} />
        </>
      );
    }
    renderWithProviders(<Shrinking />, { url: '/list' });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await loaded();
    expect(screen.getByTestId('table-range').textContent).toBe('101–150 of 150');
    fireEvent.click(screen.getByRole('button', { name: 'Shrink' }));
    await waitFor(() => expect(screen.getByTestId('table-range').textContent).toBe('1–80 of 80'));
  });
  it('filters by a record chosen from a server search, keeping its name beside the id in the URL', async () => {
    const search = vi.fn(async (term: string) =>
      people
        .filter((person) => person.name.toLowerCase().includes(term.toLowerCase()))
        .map((person) => ({ value: person.id, label: person.name })),
    );
    const searched: PagedColumn<Person>[] = [
      ...columns,
      { id: 'id', header: 'Person', value: (p) => p.id, filter: { type: 'search', key: 'personId', search } },
    ];
    const local = localPageFetch(people, searched);
    const requests: PageRequest[] = [];
    const fetchPage: PageFetch<Person> = (request, signal) => {
      requests.push(request);
      return local(request, signal);
    };
    const filters = encodeURIComponent('{"personId":"2","personIdLabel":"Ola Nordmann"}');
    const { router } = renderWithProviders(
      <PagedTable<Person> label="People" columns={searched} rowId={(p) => p.id} fetchPage={fetchPage} />,
      { url: `/list?filters=${filters}`, path: '/list' },
    );
    await loaded();
    // The name is not sent: only the id filters.
    expect(requests.at(-1)?.filters).toEqual({ personId: '2' });
    const input = screen.getByLabelText('Person') as HTMLInputElement;
    expect(input.value).toBe('Ola Nordmann');

    fireEvent.change(input, { target: { value: 'Hansen' } });
    await waitFor(() => expect(search).toHaveBeenCalledWith('Hansen'));
    fireEvent.click(await screen.findByRole('option', { name: 'Per Hansen' }));
    await waitFor(() =>
      expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters')!)).toEqual({
        personId: '3',
        personIdLabel: 'Per Hansen',
      }),
    );
    await waitFor(() => expect(requests.at(-1)?.filters).toEqual({ personId: '3' }));
  });

  it('draws a totals row under the rows and ends the CSV export with it', async () => {
    let exported: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return 'blob:csv';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const totals: Person = { id: 'total', name: 'Everyone', city: '', active: true };
    renderTable({ totals, csvFileName: 'people' });
    await loaded();
    const row = screen.getByTestId('table-totals');
    expect(row.closest('tfoot')).toBeTruthy();
    expect(within(row).getByText('Everyone')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toBeDefined());
    const text = await exported!.text();
    expect(text.trimEnd().split('\r\n').at(-1)).toBe('Everyone;;true');
    vi.unstubAllGlobals();
  });

  it('lets the keyboard scroll a wide table with nothing focusable in it: its scroll region takes the focus', async () => {
    renderTable({ minWidth: 2000, scrollFocusable: true });
    await loaded();
    expect(screen.getByRole('region', { name: 'People' }).getAttribute('tabindex')).toBe('0');
  });
});

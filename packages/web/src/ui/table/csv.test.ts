import { describe, expect, it } from 'vitest';
import { csvText, fetchAllRows } from './csv';
import type { PageRequest, PagedColumn } from './types';

type Row = { name: string; amount: string };
const columns: PagedColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'amount', header: 'Amount', value: (row) => row.amount },
  { id: 'actions', header: 'Actions', cell: () => null },
];

describe('CSV export', () => {
  it('writes the columns with a plain value, separated by semicolons, quoted where needed', () => {
    const rows = [
      { name: 'Fjellvang Bygg AS', amount: '1 234,50' },
      { name: 'Hansen; Sønn "og" co', amount: '-10,00' },
    ];
    expect(csvText(columns, rows)).toBe(
      'Name;Amount\r\nFjellvang Bygg AS;1 234,50\r\n"Hansen; Sønn ""og"" co";-10,00\r\n',
    );
  });

  it('keeps text a spreadsheet would run as a formula from being one, but not a negative number', () => {
    expect(csvText(columns, [{ name: '=HYPERLINK("x")', amount: '-1 000,00' }])).toBe(
      'Name;Amount\r\n"\'=HYPERLINK(""x"")";-1 000,00\r\n',
    );
  });

  it('fetches every page of the filtered list, not just the one shown', async () => {
    const all = Array.from({ length: 7 }, (_, index) => ({ name: `R${index}`, amount: '1' }));
    const requests: PageRequest[] = [];
    const rows = await fetchAllRows<Row>(
      (request) => {
        requests.push(request);
        return Promise.resolve({ items: all.slice(request.offset, request.offset + request.limit), totalCount: 7 });
      },
      { orderBy: 'number', orderDirection: 'DESC', filters: { kid: '123' } },
      new AbortController().signal,
      3,
    );
    expect(rows).toEqual(all);
    expect(requests.map((request) => [request.offset, request.limit, request.filters])).toEqual([
      [0, 3, { kid: '123' }],
      [3, 3, { kid: '123' }],
      [6, 3, { kid: '123' }],
    ]);
  });
});

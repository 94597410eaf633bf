import { describe, expect, it } from 'vitest';
import { decodeFilters, filtersParam, parseFiltersParam, withFilter } from './filters';
import { pageOf } from './local-fetch';
import type { PageRequest, PagedColumn } from './types';

type Row = { id: number; name: string; city: string | null; active: boolean };

const columns: PagedColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, sortable: true, filter: { type: 'text' } },
  {
    id: 'city',
    header: 'City',
    value: (r) => r.city,
    sortable: true,
    filter: { type: 'select', key: 'cityName', options: [{ value: 'Oslo', label: 'Oslo' }] },
  },
  { id: 'active', header: 'Active', value: (r) => r.active, filter: { type: 'yesNo' } },
];

describe('filters in the URL', () => {
  it('reads an encoded object and ignores anything else', () => {
    expect(parseFiltersParam('{"name":"kari","active":true}')).toEqual({ name: 'kari', active: true });
    expect(parseFiltersParam('not json')).toEqual({});
    expect(parseFiltersParam('[1,2]')).toEqual({});
    expect(parseFiltersParam(null)).toEqual({});
  });

  it('drops a filter set to empty, and the parameter once none is left', () => {
    expect(withFilter({ name: 'kari' }, 'name', '')).toEqual({});
    expect(withFilter({ name: 'kari' }, 'active', false)).toEqual({ name: 'kari', active: false });
    expect(filtersParam({})).toBeNull();
  });

  it('sends only valid filters of the columns, by their keys', () => {
    expect(decodeFilters({ name: ' kari ', cityName: 'Oslo', active: 'false', unknown: 'x' }, columns)).toEqual({
      applied: { name: ' kari ', cityName: 'Oslo', active: false },
      invalid: [],
    });
    expect(decodeFilters({ name: '   ', cityName: 'Paris', active: 'maybe' }, columns)).toEqual({
      applied: {},
      invalid: ['cityName', 'active'],
    });
  });
});

describe('a page of local rows', () => {
  const rows: Row[] = [
    { id: 1, name: 'Åse', city: 'Oslo', active: true },
    { id: 2, name: 'Arne', city: null, active: false },
    { id: 3, name: 'Øystein', city: 'Bergen', active: true },
    { id: 4, name: 'Bjørn', city: 'Oslo', active: true },
  ];
  const request = (extra: Partial<PageRequest>): PageRequest => ({
    limit: 100,
    offset: 0,
    orderBy: null,
    orderDirection: 'ASC',
    filters: {},
    ...extra,
  });
  const ids = (extra: Partial<PageRequest>) => pageOf(rows, columns, request(extra)).items.map((r) => r.id);

  it('sorts Norwegian letters after z and empty values last in both directions', () => {
    expect(ids({ orderBy: 'name' })).toEqual([2, 4, 3, 1]);
    expect(ids({ orderBy: 'name', orderDirection: 'DESC' })).toEqual([1, 3, 4, 2]);
    expect(ids({ orderBy: 'city', orderDirection: 'DESC' })).toEqual([1, 4, 3, 2]);
  });

  it('filters, then counts all matches and slices the page', () => {
    expect(pageOf(rows, columns, request({ filters: { active: true }, limit: 2, offset: 1 }))).toEqual({
      items: [rows[2], rows[3]],
      totalCount: 3,
    });
    expect(ids({ filters: { name: 'ØY' } })).toEqual([3]);
  });
});

describe('a date range filter', () => {
  type Dated = { id: number; issued: string };
  const dated: PagedColumn<Dated>[] = [
    {
      id: 'issued',
      header: 'Issued',
      value: (r) => r.issued,
      filter: { type: 'dateRange', fromKey: 'dateFrom', toKey: 'dateTo' },
    },
  ];

  it('sends each end under its own key, only as a real YYYY-MM-DD date', () => {
    expect(decodeFilters({ dateFrom: '2026-03-01', dateTo: '2026-03-31' }, dated)).toEqual({
      applied: { dateFrom: '2026-03-01', dateTo: '2026-03-31' },
      invalid: [],
    });
    expect(decodeFilters({ dateFrom: '2026-02-30', dateTo: 20260331 }, dated)).toEqual({
      applied: {},
      invalid: ['dateFrom', 'dateTo'],
    });
  });

  it('keeps both ends in a local list', () => {
    const rows = ['2026-02-28', '2026-03-01', '2026-03-31', '2026-04-01'].map((issued, id) => ({ id, issued }));
    const request: PageRequest = {
      limit: 10,
      offset: 0,
      orderBy: null,
      orderDirection: 'ASC',
      filters: { dateFrom: '2026-03-01', dateTo: '2026-03-31' },
    };
    expect(pageOf(rows, dated, request).items.map((row) => row.issued)).toEqual(['2026-03-01', '2026-03-31']);
  });
});

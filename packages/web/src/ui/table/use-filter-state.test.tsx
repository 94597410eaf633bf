import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { parseFiltersParam } from './filters';
import { useFilterState, type FilterState } from './use-filter-state';

describe('useFilterState (filters in the URL)', () => {
  it('keeps both of two filters committed before the next render (two debounced inputs ending together)', async () => {
    let state: FilterState | undefined;
    function Probe() {
      state = useFilterState('filters');
      return null;
    }
    const { router } = renderWithProviders(<Probe />, {
      url: '/list?filters=' + encodeURIComponent('{"code":"9160102"}'),
    });
    await act(async () => {
      state!.setFilter('code', '');
      state!.setFilter('name', 'renovatør');
    });
    expect(parseFiltersParam(new URLSearchParams(router.state.location.search).get('filters'))).toEqual({
      name: 'renovatør',
    });
    expect(state!.raw).toEqual({ name: 'renovatør' });
  });
});

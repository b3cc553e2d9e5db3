import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@rewards/shared/router';
import { USER_LIST } from '@rewards/contract/lists';
import { useListView } from '@rewards/shared/table';

// User Manage's view: useListView on USER_LIST, its search (`q` in the URL) paced as the page
// paces it.

function setup(route = '/user-table') {
  const prefetch = jest.fn<void, [Readonly<Record<string, string>>]>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  const hook = renderHook(() => useListView(USER_LIST, prefetch, { searchPaceMs: 150 }), {
    wrapper,
  });
  return { ...hook, prefetch };
}

describe('the users view asks for a new view from the event that makes it', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands a sort or a filter to prefetch as the server takes it', () => {
    const { result, prefetch } = setup('/user-table?q=khan');
    act(() => result.current.toggleSort('name'));
    expect(prefetch).toHaveBeenLastCalledWith({ search: 'khan', sort: 'name:asc' });
    act(() => result.current.apply({ status: 'pause' }));
    expect(prefetch).toHaveBeenLastCalledWith({
      search: 'khan',
      status: 'pause',
      sort: 'name:asc',
    });
  });

  it('prefetches a keystroke after a pause, not the rest of a burst', () => {
    const { result, prefetch } = setup();
    act(() => result.current.apply({ q: 'k' }));
    act(() => result.current.apply({ q: 'kh' }));
    act(() => result.current.apply({ q: 'kha' }));
    expect(prefetch.mock.calls).toEqual([[{ search: 'k' }]]);
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.apply({ q: 'khan' }));
    expect(prefetch).toHaveBeenLastCalledWith({ search: 'khan' });
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('keeps apply and toggleSort while the query changes', () => {
    const { result } = setup();
    const { apply, toggleSort } = result.current;
    act(() => apply({ q: 'khan' }));
    expect(result.current.apply).toBe(apply);
    expect(result.current.toggleSort).toBe(toggleSort);
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@rewards/shared/router';
import { useUserView } from './use-user-view';
import type { UserListView } from './user-filters';

function setup(route = '/user-table') {
  const prefetch = jest.fn<void, [UserListView]>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  const hook = renderHook(() => useUserView(prefetch), { wrapper });
  return { ...hook, prefetch };
}

describe('useUserView asks for a new view from the event that makes it', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands a sort or a filter to prefetch as the server takes it', () => {
    const { result, prefetch } = setup('/user-table?q=khan');
    act(() => result.current.toggleSort('name'));
    expect(prefetch).toHaveBeenLastCalledWith({ search: 'khan', sort: 'name:asc' });
    act(() => result.current.setParams({ status: 'pause' }));
    expect(prefetch).toHaveBeenLastCalledWith({
      search: 'khan',
      status: 'pause',
      sort: 'name:asc',
    });
  });

  it('prefetches a keystroke after a pause, not the rest of a burst', () => {
    const { result, prefetch } = setup();
    act(() => result.current.setParams({ q: 'k' }));
    act(() => result.current.setParams({ q: 'kh' }));
    act(() => result.current.setParams({ q: 'kha' }));
    expect(prefetch.mock.calls).toEqual([[{ search: 'k' }]]);
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.setParams({ q: 'khan' }));
    expect(prefetch).toHaveBeenLastCalledWith({ search: 'khan' });
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('keeps setParams and toggleSort while the query changes', () => {
    const { result } = setup();
    const { setParams, toggleSort } = result.current;
    act(() => setParams({ q: 'khan' }));
    expect(result.current.setParams).toBe(setParams);
    expect(result.current.toggleSort).toBe(toggleSort);
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from '@rewards/shared/router';
import { useUrlFilters } from './use-url-filters';

const DEFAULTS = { q: '', status: 'all' };

function setup(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ filters: useUrlFilters(DEFAULTS), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads values from the query and falls back to the defaults', () => {
    const { result } = setup('/user-table?status=pause&other=1');
    expect(result.current.filters[0]).toEqual({ q: '', status: 'pause' });
  });

  it('writes changes to the query and leaves defaults out of it', () => {
    const { result } = setup('/user-table');
    act(() => result.current.filters[1]({ q: 'Priya', status: 'block' }));
    expect(result.current.location.search).toBe('?q=Priya&status=block');
    act(() => result.current.filters[1]({ status: 'all' }));
    expect(result.current.location.search).toBe('?q=Priya');
  });

  it('resets every filter and keeps unrelated parameters', () => {
    const { result } = setup('/user-table?q=x&status=ok&tab=2');
    act(() => result.current.filters[2]());
    expect(result.current.filters[0]).toEqual(DEFAULTS);
    expect(result.current.location.search).toBe('?tab=2');
  });

  it('builds a change on the one before it even when no render has shown that one yet', () => {
    const { result } = setup('/user-table');
    const update = result.current.filters[1];
    act(() => {
      update({ q: 'khan' });
      update({ status: 'block' });
    });
    expect(result.current.location.search).toBe('?q=khan&status=block');
    act(() => result.current.filters[1]({ q: '' }));
    expect(result.current.location.search).toBe('?status=block');
  });

  it('builds on a query another link navigated to', () => {
    const { result } = setup('/user-table?q=khan');
    act(() => result.current.filters[1]({ status: 'block' }));
    act(() => void result.current.navigate('/user-table?q=patel'));
    act(() => result.current.filters[1]({ status: 'pause' }));
    expect(result.current.location.search).toBe('?q=patel&status=pause');
  });

  it('keeps one update function across changes, so memoised children given it stay as they are', () => {
    const { result } = setup('/user-table');
    const update = result.current.filters[1];
    act(() => update({ q: 'khan' }));
    act(() => result.current.filters[1]({ status: 'block' }));
    expect(result.current.filters[1]).toBe(update);
    expect(result.current.location.search).toBe('?q=khan&status=block');
  });

  it('shows a change in the render that makes it, before the router has applied it', () => {
    const seen: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/user-table']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        const filters = useUrlFilters(DEFAULTS);
        const location = useLocation();
        seen.push(`${filters[0].q}|${location.search}`);
        return filters;
      },
      { wrapper },
    );
    act(() => result.current[1]({ q: 'khan' }));
    // A search box bound to the URL's value was put back to the old text until the router's
    // transition rendered, and fast typing lost characters.
    expect(seen).toContain('khan|');
    expect(seen.at(-1)).toBe('khan|?q=khan');
  });

  it('shows a chosen change and its URL in one render', () => {
    const seen: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/user-table']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        const filters = useUrlFilters(DEFAULTS);
        const location = useLocation();
        seen.push(`${filters[0].status}|${location.search}`);
        return filters;
      },
      { wrapper },
    );
    seen.length = 0;
    act(() => result.current[1]({ status: 'block' }, 'chosen'));
    // A sort or a select: the page rendered the shown value, then the router's URL (twice).
    expect(seen.filter((line) => line.startsWith('block'))[0]).toBe('block|?status=block');
    expect(seen.every((line) => line === 'block|?status=block')).toBe(true);
  });

  it('builds chosen changes made before a render on each other', () => {
    const { result } = setup('/user-table');
    const update = result.current.filters[1];
    act(() => {
      update({ status: 'block' }, 'chosen');
      update({ q: 'khan' }, 'chosen');
    });
    expect(result.current.location.search).toBe('?status=block&q=khan');
    expect(result.current.filters[0]).toEqual({ q: 'khan', status: 'block' });
  });
});

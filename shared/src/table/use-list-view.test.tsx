import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { WALLET_LIST } from '@rewards/contract/lists';
import { MemoryRouter, useLocation } from '@rewards/shared/router';
import { listQueryOf, useListView } from './use-list-view';

function setup(route: string) {
  const prefetch = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () => ({ view: useListView(WALLET_LIST, prefetch), location: useLocation() }),
    { wrapper },
  );
  return { ...hook, prefetch };
}

describe('useListView prefetch', () => {
  it('hands a sort its next query from the event, filters kept', () => {
    const { result, prefetch } = setup('/payment?due=due');
    act(() => result.current.view.toggleSort('amount'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ due: 'due', sort: 'amount:asc' });
    expect(result.current.location.search).toBe('?due=due&sort=amount%3Aasc');
    // The query the screen then renders is the one asked for: the request is found in flight.
    expect(result.current.view.query).toEqual({ due: 'due', sort: 'amount:asc' });
  });

  it('hands a filter and Clear their queries, the sort kept', () => {
    const { result, prefetch } = setup('/payment?sort=amount:desc');
    act(() => result.current.view.apply({ method: 'UPI' }));
    expect(prefetch).toHaveBeenLastCalledWith({ method: 'UPI', sort: 'amount:desc' });
    act(() => result.current.view.clear());
    expect(prefetch).toHaveBeenLastCalledWith({ sort: 'amount:desc' });
    expect(result.current.view.query).toEqual({ sort: 'amount:desc' });
  });

  it('asks for the first keystroke of a typed search, not for each one after it', () => {
    const { result, prefetch } = setup('/payment');
    act(() => result.current.view.apply({ q: 'p' }));
    act(() => result.current.view.apply({ q: 'pr' }));
    act(() => result.current.view.apply({ q: 'pri' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ q: 'p' });
    expect(result.current.view.query).toEqual({ q: 'pri' });
  });
});

describe('listQueryOf', () => {
  it("keeps a sort of the list's, exactly as the URL form writes it, and drops the rest", () => {
    expect(listQueryOf(WALLET_LIST, { sort: 'amount:desc' })).toEqual({ sort: 'amount:desc' });
    expect(listQueryOf(WALLET_LIST, { sort: 'amount:sideways' })).toEqual({});
    expect(listQueryOf(WALLET_LIST, { sort: 'amount' })).toEqual({});
    expect(listQueryOf(WALLET_LIST, { sort: 'nothing:asc' })).toEqual({});
    expect(listQueryOf(WALLET_LIST, { sort: '' })).toEqual({});
  });
});

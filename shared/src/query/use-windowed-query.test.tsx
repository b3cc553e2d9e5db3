import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { deferred } from '@rewards/shared/testing';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import {
  prefetchFirstWindow,
  useWindowedQuery,
  type WindowPage,
  type WindowRequest,
} from './use-windowed-query';

const page = (rows: string[]): WindowPage<string> => ({
  rows,
  total: rows.length,
  totalIsEstimate: false,
  nextCursor: null,
});

describe('prefetchFirstWindow', () => {
  it('sends the first window at once, and the hook shows it without asking again', async () => {
    const answer = deferred<WindowPage<string>>();
    const requests: Omit<WindowRequest, 'signal'>[] = [];
    const options = {
      listKey: ['letters', { search: 'a' }],
      windowSize: 100,
      fetchWindow: ({ signal: _signal, ...request }: WindowRequest) => {
        requests.push(request);
        return answer.promise;
      },
    };
    const client = createQueryClient({ retry: false });
    prefetchFirstWindow(client, options);
    expect(requests).toEqual([{ position: 0, limit: 100, cursor: null }]);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryProvider client={client}>{children}</QueryProvider>
    );
    const { result } = renderHook(() => useWindowedQuery(options), { wrapper });
    answer.resolve(page(['a1', 'a2']));
    await waitFor(() => expect(result.current.rowAt(1)).toBe('a2'));
    expect(result.current.total).toBe(2);
    expect(requests).toHaveLength(1);
  });
});

describe('useWindowedQuery on a new list', () => {
  it('keeps the old rows until its first window arrives, and aborts a superseded one', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<WindowPage<string>>>>();
    const signals = new Map<string, AbortSignal>();
    const client = createQueryClient({ retry: false });
    const optionsOf = (search: string) => ({
      listKey: ['letters', { search }],
      windowSize: 100,
      fetchWindow: ({ signal }: WindowRequest) => {
        const answer = deferred<WindowPage<string>>();
        answers.set(search, answer);
        signals.set(search, signal);
        return answer.promise;
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryProvider client={client}>{children}</QueryProvider>
    );
    const { result, rerender } = renderHook(
      ({ search }: { search: string }) => useWindowedQuery(optionsOf(search)),
      { wrapper, initialProps: { search: 'a' } },
    );
    answers.get('a')?.resolve(page(['a1']));
    await waitFor(() => expect(result.current.rowAt(0)).toBe('a1'));

    // A change as the list view makes it: the request from the event, then the render.
    prefetchFirstWindow(client, optionsOf('b'));
    rerender({ search: 'b' });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.rowAt(0)).toBe('a1');

    // Superseded before its answer: nobody observes it any more, its request is aborted.
    prefetchFirstWindow(client, optionsOf('c'));
    rerender({ search: 'c' });
    await waitFor(() => expect(signals.get('b')?.aborted).toBe(true));

    answers.get('c')?.resolve(page(['c1', 'c2']));
    await waitFor(() => expect(result.current.rowAt(1)).toBe('c2'));
    expect(result.current.isFetching).toBe(false);
  });
});

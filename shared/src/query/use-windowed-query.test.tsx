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

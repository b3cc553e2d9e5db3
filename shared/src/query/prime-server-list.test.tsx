import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ListPageData } from '@rewards/contract';
import { mockApi } from '@rewards/shared/testing';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { primeServerList, useServerList } from './use-server-list';

const firstPage: ListPageData<{ id: number }> = {
  rows: [{ id: 7 }, { id: 8 }],
  total: 2,
  totalIsEstimate: false,
  nextCursor: null,
  position: 0,
};
const view = { dataSet: 'withdrawals', path: '/withdrawals', query: {} } as const;

function renderList(client = createQueryClient({ retry: false })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return renderHook(() => useServerList<{ id: number }>(view), { wrapper });
}

describe('primeServerList', () => {
  it('puts a first page under the key the screen reads: the screen asks for nothing', async () => {
    const client = createQueryClient({ retry: false });
    primeServerList(client, view, Promise.resolve(firstPage));
    const { result } = renderList(client);
    await waitFor(() => expect(result.current.rowAt(1)).toEqual({ id: 8 }));
    expect(result.current.total).toBe(2);
    expect(mockApi.requestsTo('get', '/withdrawals')).toHaveLength(0);
  });

  it('leaves a refused first page for the screen to ask again once it shows', async () => {
    const client = createQueryClient({ retry: false });
    const refused = Promise.reject(new Error('/api/withdrawals answered 401'));
    primeServerList(client, view, refused);
    await refused.catch(() => undefined);
    mockApi.get('/withdrawals', { success: true, data: firstPage });
    const { result } = renderList(client);
    await waitFor(() => expect(result.current.rowAt(0)).toEqual({ id: 7 }));
    expect(mockApi.requestsTo('get', '/withdrawals?limit=100')).toHaveLength(1);
  });
});

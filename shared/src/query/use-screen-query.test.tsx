import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from '@rewards/shared/testing';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { useScreenQuery } from './use-screen-query';

const EMPTY: string[] = [];

function setup() {
  const answers: ReturnType<typeof deferred<string[]>>[] = [];
  const errors: unknown[] = [];
  const load = () => {
    const next = deferred<string[]>();
    answers.push(next);
    return next.promise;
  };
  const onError = (error: unknown) => errors.push(error);
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  const hook = renderHook(() => useScreenQuery(['letters'], load, EMPTY, onError), { wrapper });
  return { hook, client, errors, answer: (index: number) => answers[index]! };
}

describe('useScreenQuery', () => {
  it('is not refreshing on the first load, and is while reloading shown data', async () => {
    const { hook, answer } = setup();
    expect(hook.result.current).toMatchObject({ status: 'loading', refreshing: false, data: [] });
    await act(async () => answer(0).resolve(['a']));
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({ status: 'ready', data: ['a'] }),
    );

    act(() => hook.result.current.reload());
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({
        status: 'loading',
        refreshing: true,
        data: ['a'],
      }),
    );
    await act(async () => answer(1).resolve(['a', 'b']));
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({
        status: 'ready',
        refreshing: false,
        data: ['a', 'b'],
      }),
    );
  });

  it('reports a failure once, shows nothing loaded, and is not refreshing on a retry', async () => {
    const { hook, answer, errors } = setup();
    await act(async () => answer(0).reject(new Error('down')));
    await waitFor(() => expect(hook.result.current.status).toBe('error'));
    hook.rerender();
    expect(errors).toEqual([new Error('down')]);
    expect(hook.result.current.data).toEqual([]);

    act(() => hook.result.current.reload());
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({ status: 'loading', refreshing: false }),
    );
  });

  it('puts a patch into the shared cache, where every screen reading the key sees it', async () => {
    const { hook, answer, client } = setup();
    await act(async () => answer(0).resolve(['a', 'b']));
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    act(() => hook.result.current.setData((rows) => rows.map((row) => row.toUpperCase())));
    await waitFor(() => expect(hook.result.current.data).toEqual(['A', 'B']));
    expect(client.getQueryData(['letters'])).toEqual(['A', 'B']);
  });
});

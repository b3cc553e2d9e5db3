import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from '@rewards/shared/testing';
import { useRemoteData } from './use-remote-data';

const EMPTY: string[] = [];
const ignoreError = () => undefined;

function setup() {
  const answers: ReturnType<typeof deferred<string[]>>[] = [];
  const load = () => {
    const next = deferred<string[]>();
    answers.push(next);
    return next.promise;
  };
  const hook = renderHook(() => useRemoteData(load, EMPTY, ignoreError));
  return { hook, answer: (index: number) => answers[index]! };
}

describe('useRemoteData', () => {
  it('is not refreshing on the first load, and is while reloading shown data', async () => {
    const { hook, answer } = setup();
    expect(hook.result.current).toMatchObject({ status: 'loading', refreshing: false });
    await act(async () => answer(0).resolve(['a']));
    expect(hook.result.current).toMatchObject({ status: 'ready', data: ['a'] });

    act(() => hook.result.current.reload());
    expect(hook.result.current).toMatchObject({
      status: 'loading',
      refreshing: true,
      data: ['a'],
    });
    await act(async () => answer(1).resolve(['a', 'b']));
    expect(hook.result.current).toMatchObject({ status: 'ready', refreshing: false });
  });

  it('is not refreshing when retrying after an error (nothing loaded is on screen)', async () => {
    const { hook, answer } = setup();
    await act(async () => answer(0).reject(new Error('down')));
    await waitFor(() => expect(hook.result.current.status).toBe('error'));
    act(() => hook.result.current.reload());
    expect(hook.result.current).toMatchObject({ status: 'loading', refreshing: false });
  });
});

import { act, renderHook } from '@testing-library/react';
import { usePendingActions } from './use-pending-actions';

describe('usePendingActions', () => {
  it('marks a key pending while its action runs and refuses a second start', async () => {
    const { result } = renderHook(() => usePendingActions());
    let finish: (value: string) => void = () => undefined;
    const action = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));

    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run('approve:1', action);
      second = result.current.run('approve:1', action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.isPending('approve:1')).toBe(true);
    expect(result.current.isPending('approve:2')).toBe(false);
    await expect(second).resolves.toBeUndefined();

    await act(async () => finish('done'));
    await expect(first).resolves.toBe('done');
    expect(result.current.isPending('approve:1')).toBe(false);
  });

  it('clears the pending mark when the action fails', async () => {
    const { result } = renderHook(() => usePendingActions());
    await act(async () => {
      await expect(
        result.current.run('trust:3', () => Promise.reject(new Error('boom'))),
      ).rejects.toThrow('boom');
    });
    expect(result.current.isPending('trust:3')).toBe(false);
  });
});

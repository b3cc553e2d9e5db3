import { act, renderHook } from '@testing-library/react';
import { usePatchedRows } from './use-patched-rows';

const first = [
  { id: 1, due: false },
  { id: 2, due: false },
];

describe('usePatchedRows', () => {
  it('replaces a row by id with the one the server returned', () => {
    const { result } = renderHook(() => usePatchedRows(first));
    expect(result.current[0]).toBe(first);
    act(() => result.current[1]({ id: 2, due: true }));
    expect(result.current[0]).toEqual([
      { id: 1, due: false },
      { id: 2, due: true },
    ]);
  });

  it('drops its patches when a reload brings a new list', () => {
    const { result, rerender } = renderHook(({ rows }) => usePatchedRows(rows), {
      initialProps: { rows: first },
    });
    act(() => result.current[1]({ id: 1, due: true }));
    const reloaded = [{ id: 1, due: false }];
    rerender({ rows: reloaded });
    expect(result.current[0]).toBe(reloaded);
  });
});

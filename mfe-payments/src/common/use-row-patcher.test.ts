import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { useRowPatcher } from './use-row-patcher';

const first = [
  { id: 1, due: false },
  { id: 2, due: false },
];

function setup() {
  return renderHook(() => {
    const [rows, setRows] = useState(first);
    return { rows, patchRow: useRowPatcher(setRows) };
  });
}

describe('useRowPatcher', () => {
  it('replaces a row by id with the one the server returned', () => {
    const { result } = setup();
    act(() => result.current.patchRow({ id: 2, due: true }));
    expect(result.current.rows).toEqual([
      { id: 1, due: false },
      { id: 2, due: true },
    ]);
  });
});

import { act, renderHook } from '@testing-library/react';
import { useLiveRows } from './use-live-rows';

const row = (id: number, text = `row ${id}`) => ({ id, text });

function setup(initial: { id: number; text: string }[], hold: boolean) {
  return renderHook(
    ({ rows, held }: { rows: { id: number; text: string }[]; held: boolean }) => {
      const live = useLiveRows(rows, held);
      return { ...live, visible: rows.filter(live.isShown).map((r) => r.id) };
    },
    { initialProps: { rows: initial, held: hold } },
  );
}

describe('useLiveRows', () => {
  it('shows rows arriving at the top at once, highlighted; the first rows are not new', () => {
    const hook = setup([row(1)], false);
    expect(hook.result.current.isFresh(row(1))).toBe(false);
    hook.rerender({ rows: [row(2), row(1)], held: false });
    expect(hook.result.current.visible).toEqual([2, 1]);
    expect(hook.result.current.isFresh(row(2))).toBe(true);
    expect(hook.result.current.newCount).toBe(0);
  });

  it('highlights an arriving row in the very render it first shows in', () => {
    // Every render's view of the new row, before any effect has run after it.
    const renders: { shown: boolean; fresh: boolean }[] = [];
    const hook = renderHook(
      ({ rows }: { rows: { id: number; text: string }[] }) => {
        const live = useLiveRows(rows, false);
        const arrived = rows.find((r) => r.id === 2);
        if (arrived) renders.push({ shown: live.isShown(arrived), fresh: live.isFresh(arrived) });
      },
      { initialProps: { rows: [row(1)] } },
    );
    hook.rerender({ rows: [row(2), row(1)] });
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.filter((r) => r.shown && !r.fresh)).toEqual([]);
  });

  it('holds arriving rows behind a count while held, updating shown rows in place', () => {
    const hook = setup([row(1)], true);
    hook.rerender({ rows: [row(3), row(2), row(1, 'changed')], held: true });
    expect(hook.result.current.visible).toEqual([1]);
    expect(hook.result.current.newCount).toBe(2);

    act(() => hook.result.current.showNew());
    expect(hook.result.current.visible).toEqual([3, 2, 1]);
    expect(hook.result.current.newCount).toBe(0);
    expect(hook.result.current.isFresh(row(3))).toBe(true);
  });

  it('shows held rows when the admin stops filtering or scrolls back up', () => {
    const hook = setup([row(1)], true);
    hook.rerender({ rows: [row(2), row(1)], held: true });
    hook.rerender({ rows: [row(2), row(1)], held: false });
    expect(hook.result.current.visible).toEqual([2, 1]);
    expect(hook.result.current.isFresh(row(2))).toBe(true);
  });
});

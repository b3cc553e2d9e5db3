import { renderHook } from '@testing-library/react';
import { useSelection } from './use-selection';

describe('useSelection on a new view', () => {
  it('costs no render of its own when nothing is picked', () => {
    let renders = 0;
    const rowAt = () => undefined;
    const { rerender } = renderHook(
      ({ filter }: { filter: Record<string, string> }) => {
        renders += 1;
        return useSelection<{ id: number }>({ filter, total: 10, rowAt });
      },
      { initialProps: { filter: { sort: 'amount:asc' } as Record<string, string> } },
    );
    renders = 0;
    // A new sort, then a new filter: one render each (the page's), none from the selection.
    rerender({ filter: { sort: 'amount:desc' } });
    rerender({ filter: { sort: 'amount:desc', status: 'pending' } });
    expect(renders).toBe(2);
  });
});

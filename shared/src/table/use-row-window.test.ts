import { rowWindowAt } from './use-row-window';

const LIST = { rowCount: 1_000, rowHeight: 50, overscan: 4 };

describe('rowWindowAt', () => {
  it('shows the rows under the viewport and renders a few more on each side', () => {
    // 500 px scrolled, 300 px tall: rows 10-15 in view (row 15 ends at 800 px).
    expect(rowWindowAt(500, 300, LIST)).toEqual({
      first: 10,
      last: 15,
      start: 6,
      end: 19,
      offset: 500,
    });
  });

  it('counts a row partly in view at either edge', () => {
    expect(rowWindowAt(525, 300, LIST)).toMatchObject({ first: 10, last: 16 });
  });

  it('stops at the ends of the list', () => {
    expect(rowWindowAt(0, 300, LIST)).toMatchObject({ first: 0, last: 5, start: 0, end: 9 });
    expect(rowWindowAt(49_700, 300, LIST)).toMatchObject({
      first: 994,
      last: 999,
      start: 990,
      end: 999,
    });
    expect(rowWindowAt(0, 300, { ...LIST, rowCount: 3 })).toMatchObject({
      first: 0,
      last: 2,
      start: 0,
      end: 2,
    });
  });

  it('has no rows for an empty list', () => {
    expect(rowWindowAt(0, 300, { ...LIST, rowCount: 0 })).toMatchObject({ start: 0, end: -1 });
  });
});

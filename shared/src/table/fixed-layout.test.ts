import type { DataColumn } from './data-table';
import { fixedLayoutCss } from './fixed-layout';

type Row = { id: number };
const column = (id: string, width?: string): DataColumn<Row> => ({
  id,
  header: id,
  cell: (row) => row.id,
  width,
});

describe('fixedLayoutCss', () => {
  it('fixes the layout to the sum of the widths when every column has one in px', () => {
    const css = fixedLayoutCss([column('a', '80px'), column('b', '120px')]);
    expect(css).toMatchObject({ tableLayout: 'fixed', width: '200px', minWidth: '100%' });
  });

  it('leaves the browser to size the columns when one has no px width', () => {
    expect(fixedLayoutCss([column('a', '80px'), column('b')])).toEqual({});
    expect(fixedLayoutCss([column('a', '80px'), column('b', '20%')])).toEqual({});
  });
});

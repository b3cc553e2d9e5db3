import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderWithProviders } from '@rewards/shared/testing';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: number;
  name: string;
}

const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
];

type Extra = Partial<
  Pick<ComponentProps<typeof DataTable<Row>>, 'sort' | 'onSortChange' | 'onRangeChange'>
>;

function renderTable(rows: Row[], extra: Extra = {}) {
  return renderWithProviders(
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={(r) => r.id}
      emptyText="No data available"
      caption="Users"
      {...extra}
    />,
  );
}

describe('DataTable', () => {
  it('shows the empty text when there are no rows', () => {
    renderTable([]);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('renders only a window of a long list', () => {
    renderTable(Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `User ${i}` })));
    expect(screen.getByText('User 0')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(60);
  });

  it('renders the rows scrolled to, and tells which are in view', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `User ${i}` }));
    const onRangeChange = jest.fn();
    renderTable(rows, { onRangeChange });
    const box = screen.getByLabelText('Users (scrollable)');
    // Rows are 52 px by default; jsdom has no layout, so the viewport is the 800 px fallback.
    act(() => {
      box.scrollTop = 5_000 * 52;
      fireEvent.scroll(box);
    });
    expect(screen.getByText('User 5000')).toBeInTheDocument();
    expect(screen.queryByText('User 0')).not.toBeInTheDocument();
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: 5_000, end: 5_015 });
  });

  it('computes the window from the height rows take when their content makes them taller', () => {
    const rect = jest
      .spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: 70 } as DOMRect);
    try {
      const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `User ${i}` }));
      renderTable(rows);
      const box = screen.getByLabelText('Users (scrollable)');
      act(() => {
        box.scrollTop = 5_000 * 70;
        fireEvent.scroll(box);
      });
      expect(screen.getByText('User 5000')).toBeInTheDocument();
      expect(screen.queryByText('User 6731')).not.toBeInTheDocument();
    } finally {
      rect.mockRestore();
    }
  });

  it('titles text cells with their whole value (a fixed layout may cut it)', () => {
    renderTable([{ id: 7, name: 'Aarav Venkataraghavan Subramaniam' }]);
    const cell = screen.getByRole('cell', { name: 'Aarav Venkataraghavan Subramaniam' });
    expect(cell).toHaveAttribute('title', 'Aarav Venkataraghavan Subramaniam');
    // A number or an element is not text a title could repeat.
    expect(screen.getByRole('cell', { name: '7' })).not.toHaveAttribute('title');
  });

  it('makes sortable headers buttons and reports the sort on the header cell', () => {
    const onSortChange = jest.fn();
    renderTable([{ id: 1, name: 'A' }], {
      sort: { columnId: 'name', direction: 'desc' },
      onSortChange,
    });
    expect(screen.queryByRole('button', { name: /ID/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith('name');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});

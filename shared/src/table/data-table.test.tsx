import { fireEvent, screen } from '@testing-library/react';
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

describe('DataTable', () => {
  it('shows the empty text when there are no rows', () => {
    renderWithProviders(
      <DataTable
        rows={[]}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="No data available"
        caption="Users"
      />,
    );
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('renders only a window of a long list', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `User ${i}` }));
    renderWithProviders(
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="None"
        caption="Users"
      />,
    );
    expect(screen.getByText('User 0')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(60);
  });

  it('titles text cells with their whole value (a fixed layout may cut it)', () => {
    renderWithProviders(
      <DataTable
        rows={[{ id: 7, name: 'Aarav Venkataraghavan Subramaniam' }]}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="None"
        caption="Users"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Aarav Venkataraghavan Subramaniam' });
    expect(cell).toHaveAttribute('title', 'Aarav Venkataraghavan Subramaniam');
    // A number or an element is not text a title could repeat.
    expect(screen.getByRole('cell', { name: '7' })).not.toHaveAttribute('title');
  });

  it('makes sortable headers buttons and reports the sort on the header cell', () => {
    const onSortChange = jest.fn();
    renderWithProviders(
      <DataTable
        rows={[{ id: 1, name: 'A' }]}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="None"
        caption="Users"
        sort={{ columnId: 'name', direction: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.queryByRole('button', { name: /ID/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith('name');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@rewards/shared/testing';
import { Button } from '@rewards/shared/ui';
import { DataTable, type DataColumn } from './data-table';
import { SelectionBar } from './selection-bar';
import { type SelectionTarget, useSelection } from './use-selection';
import { useSelectionColumns } from './use-selection-columns';

interface Row {
  id: number;
  name: string;
}

const TOTAL = 500;
const rows = Array.from({ length: TOTAL }, (_, i) => ({ id: i + 1, name: `User ${i + 1}` }));
const rowAt = (index: number) => rows[index];
const columns: DataColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];

/** A list with selection as the screens wire it; `sent` receives what a bulk call would name. */
function Harness({
  sent,
  initialFilter = { status: 'pause' },
}: {
  sent: (target: SelectionTarget) => void;
  initialFilter?: Record<string, string>;
}) {
  const [filter, setFilter] = useState(initialFilter);
  const selection = useSelection<Row>({ filter, total: TOTAL, rowAt });
  const table = useSelectionColumns({ selection, columns, rowAt, onRangeChange: () => {} });
  return (
    <>
      <button type="button" onClick={() => setFilter({ status: 'block' })}>
        Change filter
      </button>
      <SelectionBar selection={selection} total={TOTAL} totalIsEstimate={false} noun="users">
        <Button onClick={() => sent(selection.target)}>Act</Button>
      </SelectionBar>
      <DataTable
        rowCount={TOTAL}
        rowAt={rowAt}
        onRangeChange={table.onRangeChange}
        columns={table.columns}
        getRowId={(row) => row.id}
        emptyText="No data available"
        caption="Users"
      />
    </>
  );
}

const box = (id: number) => screen.getByRole('checkbox', { name: `Select row ${id}` });

describe('row selection', () => {
  it('selects a range with Shift+click and toggles the focused row with Space', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    renderWithProviders(<Harness sent={sent} />);
    await user.click(box(2));
    await user.keyboard('{Shift>}');
    await user.click(box(5));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('4 users selected')).toBeInTheDocument();
    for (const id of [2, 3, 4, 5]) expect(box(id)).toBeChecked();
    expect(box(1)).not.toBeChecked();

    box(3).focus();
    await user.keyboard(' ');
    expect(box(3)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Act' }));
    expect(sent).toHaveBeenLastCalledWith({ ids: [2, 4, 5], filter: { status: 'pause' } });
  });

  it('selects the rows on screen, then every row matching the filter on the server', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    renderWithProviders(<Harness sent={sent} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select the rows in view' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByText(/^\d+ users selected$/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Select all 500 users matching this filter' }),
    );
    expect(
      within(bar).getByText('All 500 users matching this filter selected'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Act' }));
    // The filter, not 500 ids: nothing is downloaded to select them.
    expect(sent).toHaveBeenLastCalledWith({ filter: { status: 'pause' } });

    await user.click(screen.getByRole('button', { name: 'Change filter' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('offers every row, not "this filter", when no filter is set; one row is singular (the admin review)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness sent={jest.fn()} initialFilter={{}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByText('1 user selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 500 users' }));
    expect(within(bar).getByText('All 500 users selected')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rewards/shared/testing';
import { Button } from '@rewards/shared/ui';
import { useWindowedQuery, type WindowPage, type WindowRequest } from '../query/use-windowed-query';
import { DataTable, type DataColumn } from './data-table';
import { SelectionBar } from './selection-bar';
import { type SelectionTarget, useSelection } from './use-selection';
import { useSelectionColumns } from './use-selection-columns';

interface Row {
  id: number;
  name: string;
}

const TOTAL = 1_000;
const WINDOW = 100;
const all = Array.from({ length: TOTAL }, (_, i) => ({ id: i + 1, name: `User ${i + 1}` }));
const columns: DataColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];

/** The server's windows: positions asked for, in order. */
let asked: number[] = [];
async function fetchWindow({ position, limit }: WindowRequest): Promise<WindowPage<Row>> {
  asked.push(position);
  const rows = all.slice(position, position + limit);
  return { rows, total: TOTAL, totalIsEstimate: false, nextCursor: null };
}

/** A windowed list with selection, as the screens wire it (rows load as the table scrolls). */
function Harness({ sent }: { sent: (target: SelectionTarget) => void }) {
  const list = useWindowedQuery<Row>({ listKey: ['range-test'], windowSize: WINDOW, fetchWindow });
  const selection = useSelection<Row>({
    filter: { status: 'ok' },
    total: list.total ?? 0,
    rowAt: list.rowAt,
    rowsBetween: list.rowsBetween,
  });
  const table = useSelectionColumns({
    selection,
    columns,
    rowAt: list.rowAt,
    onRangeChange: list.onRangeChange,
  });
  return (
    <>
      <SelectionBar selection={selection} total={TOTAL} totalIsEstimate={false} noun="users">
        <Button disabled={selection.loadingRange} onClick={() => sent(selection.target)}>
          Act
        </Button>
      </SelectionBar>
      <DataTable
        rowCount={list.total ?? 0}
        rowAt={list.rowAt}
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

describe('a Shift+click range over rows never loaded', () => {
  beforeEach(() => {
    asked = [];
  });

  it('fetches the windows in between and selects every row by position', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    renderWithProviders(<Harness sent={sent} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 3' }));
    // Straight to row 651 (the scrollbar dragged): windows 1 to 5 are never loaded.
    const scroller = screen.getByLabelText('Users (scrollable)');
    act(() => {
      scroller.scrollTop = 645 * 52;
      fireEvent.scroll(scroller);
    });
    await screen.findByRole('checkbox', { name: 'Select row 651' });
    expect(asked).not.toContain(300);
    await user.keyboard('{Shift>}');
    await user.click(box(651));
    await user.keyboard('{/Shift}');
    expect(await screen.findByText('649 users selected')).toBeInTheDocument();
    expect(screen.queryByText('Selecting the rows in between...')).not.toBeInTheDocument();
    // Each missing window once, in order.
    expect(asked.filter((position) => position > 0 && position < 600)).toEqual([
      100, 200, 300, 400, 500,
    ]);
    await user.click(screen.getByRole('button', { name: 'Act' }));
    const ids = Array.from({ length: 649 }, (_, i) => i + 3);
    expect(sent).toHaveBeenLastCalledWith({
      ids: expect.arrayContaining(ids),
      filter: { status: 'ok' },
    });
    expect((sent.mock.lastCall![0] as { ids: number[] }).ids).toHaveLength(649);
  });

  it('unselects a range the same way', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness sent={jest.fn()} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 1' }));
    const scroller = screen.getByLabelText('Users (scrollable)');
    act(() => {
      scroller.scrollTop = 400 * 52;
      fireEvent.scroll(scroller);
    });
    await screen.findByRole('checkbox', { name: 'Select row 405' });
    await user.keyboard('{Shift>}');
    await user.click(box(405));
    expect(await screen.findByText('405 users selected')).toBeInTheDocument();
    // Shift+click again from 405 up to 205: those 201 rows are unselected.
    act(() => {
      scroller.scrollTop = 200 * 52;
      fireEvent.scroll(scroller);
    });
    await screen.findByRole('checkbox', { name: 'Select row 205' });
    await user.click(box(205));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(screen.getByText('204 users selected')).toBeInTheDocument());
  });
});

import type { ChangeEvent } from 'react';
import type { DataColumn } from './data-table';
import type { Selection } from './use-selection';

// The checkbox column of a list with bulk actions: a plain <input> per row (a kit checkbox
// per cell would cost what kit cells cost, see data-table.tsx), Shift+click for a range, and
// the header's box for the rows in view (a list has no pages: it scrolls, so the label says
// which rows the box takes; every row of the list is the selection bar's "Select all").

const BOX = { width: '16px', height: '16px', cursor: 'pointer' } as const;

export function selectionColumn<Row extends { id: number }>(
  selection: Selection<Row>,
  rowsOnScreen: () => readonly Row[],
): DataColumn<Row> {
  const onScreen = rowsOnScreen();
  const picked = onScreen.filter((row) => selection.isSelected(row.id)).length;
  return {
    id: 'select',
    header: 'Select',
    width: '44px',
    align: 'center',
    // With the list's own sticky columns (User Manage's ID and name) it stays in view too.
    sticky: 'start',
    headerCell: (
      <input
        type="checkbox"
        style={BOX}
        aria-label="Select the rows in view"
        title="Select the rows in view"
        checked={onScreen.length > 0 && picked === onScreen.length}
        ref={(box) => {
          if (box) box.indeterminate = picked > 0 && picked < onScreen.length;
        }}
        onChange={() => selection.toggleRows(rowsOnScreen())}
      />
    ),
    cell: (row, index) => (
      <input
        type="checkbox"
        style={BOX}
        aria-label={`Select row ${row.id}`}
        checked={selection.isSelected(row.id)}
        // React's change of a checkbox is its click (Space on the focused box clicks it too):
        // the click says whether Shift was held. preventDefault would undo the box's state.
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          selection.toggle(row, index, (event.nativeEvent as MouseEvent).shiftKey === true)
        }
      />
    ),
  };
}

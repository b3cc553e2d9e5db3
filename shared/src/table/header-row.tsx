import { memo, type ReactElement, type ReactNode } from 'react';
import { Table } from '@rewards/shared/ui-admin';
import type { DataColumn } from './data-table';
import { SortableHeader } from './sortable-header';
import type { SortDirection, SortState } from './sort-rows';

interface HeaderRowProps<Row> {
  columns: readonly DataColumn<Row>[];
  sort: SortState | null | undefined;
  onSortChange: ((columnId: string) => void) | undefined;
}

interface HeaderCellProps {
  id: string;
  header: string;
  headerCell: ReactNode;
  width: string | undefined;
  align: DataColumn<unknown>['align'];
  /** Sortable: the column's direction when the list is sorted by it (null otherwise). */
  sortable: boolean;
  direction: SortDirection | null;
  onSortChange: ((columnId: string) => void) | undefined;
}

/**
 * One header cell, memoised on its own values: a sort renders again the two cells whose
 * arrow changes, and new rows (which make the checkbox column again) only the checkbox's.
 */
const HeaderCell = memo(function HeaderCell(props: HeaderCellProps) {
  const { id, direction, onSortChange } = props;
  return (
    <Table.ColumnHeader
      width={props.width}
      textAlign={props.align}
      whiteSpace="nowrap"
      aria-sort={direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
    >
      {props.headerCell ??
        (props.sortable && onSortChange ? (
          <SortableHeader
            label={props.header}
            direction={direction}
            onClick={() => onSortChange(id)}
          />
        ) : (
          props.header
        ))}
    </Table.ColumnHeader>
  );
});

function HeaderRowOf<Row>({ columns, sort, onSortChange }: HeaderRowProps<Row>) {
  return (
    <Table.Row>
      {columns.map((column) => (
        <HeaderCell
          key={column.id}
          id={column.id}
          header={column.header}
          headerCell={column.headerCell}
          width={column.width}
          align={column.align}
          sortable={Boolean(column.sortValue || column.sortable)}
          direction={sort?.columnId === column.id ? sort.direction : null}
          onSortChange={onSortChange}
        />
      ))}
    </Table.Row>
  );
}

/**
 * The header cells are kit components, which resolve their styles on every render: memoised,
 * they render again only when the columns or the sort change, not on every scroll step or
 * busy flag of the list under them; and then only the cells whose values changed.
 */
export const HeaderRow = memo(HeaderRowOf) as <Row>(props: HeaderRowProps<Row>) => ReactElement;

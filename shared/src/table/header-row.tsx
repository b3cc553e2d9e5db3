import { memo, type ReactElement } from 'react';
import { Table } from '@rewards/shared/ui-admin';
import type { DataColumn } from './data-table';
import { SortableHeader } from './sortable-header';
import type { SortState } from './sort-rows';

interface HeaderRowProps<Row> {
  columns: readonly DataColumn<Row>[];
  sort: SortState | null | undefined;
  onSortChange: ((columnId: string) => void) | undefined;
}

function HeaderRowOf<Row>({ columns, sort, onSortChange }: HeaderRowProps<Row>) {
  return (
    <Table.Row>
      {columns.map((column) => (
        <Table.ColumnHeader
          key={column.id}
          width={column.width}
          textAlign={column.align}
          whiteSpace="nowrap"
          aria-sort={ariaSort(column.id, sort)}
        >
          {column.headerCell ??
            ((column.sortValue || column.sortable) && onSortChange ? (
              <SortableHeader
                label={column.header}
                direction={sort?.columnId === column.id ? sort.direction : null}
                onClick={() => onSortChange(column.id)}
              />
            ) : (
              column.header
            ))}
        </Table.ColumnHeader>
      ))}
    </Table.Row>
  );
}

/**
 * The header cells are kit components, which resolve their styles on every render: memoised,
 * they render again only when the columns or the sort change, not on every scroll step or
 * busy flag of the list under them.
 */
export const HeaderRow = memo(HeaderRowOf) as <Row>(props: HeaderRowProps<Row>) => ReactElement;

function ariaSort(columnId: string, sort: SortState | null | undefined) {
  if (sort?.columnId !== columnId) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, EmptyState } from '@rewards/shared/ui';
import { Table } from '@rewards/shared/ui-admin';
import { SortableHeader } from './sortable-header';
import type { SortKey, SortState } from './sort-rows';

export interface DataColumn<Row> {
  /** Stable id, also used as the React key. */
  id: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** CSS width, e.g. '120px'; columns without one share the rest. */
  width?: string;
  align?: 'start' | 'end' | 'center';
  /** Makes the column sortable (when the table has `onSortChange`): the value to sort by. */
  sortValue?: (row: Row) => SortKey;
  /** Value written to CSV exports; columns without one (e.g. actions) are left out. */
  csvValue?: (row: Row) => unknown;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  getRowId: (row: Row) => string | number;
  /** Exact empty text from docs/product.md, e.g. 'No data available'. */
  emptyText: string;
  /** Accessible name of the table. */
  caption: string;
  /** Scroll area height; defaults to viewport minus 350 px (docs/product.md#list-rules). */
  height?: string;
  /** Estimated row height in px, used for virtual scrolling. */
  rowHeight?: number;
  /** Current sort (the caller sorts the rows, e.g. with `sortRows`, and keeps it in the URL). */
  sort?: SortState | null;
  onSortChange?: (columnId: string) => void;
  /**
   * Server-paged lists: called when the rows in view come within a screenful of the last
   * loaded row, so the next page arrives before the admin reaches the end.
   */
  onNearEnd?: () => void;
  /** A row that just arrived (live updates): briefly highlighted. */
  isFresh?: (row: Row) => boolean;
  /** Told when the admin scrolls away from the top of the list and back. */
  onScrolledChange?: (scrolled: boolean) => void;
}

const NEAR_END_ROWS = 30;

/**
 * Body rows are plain <tr>/<td> styled by this one rule on the table (the kit's 'sm' line
 * look). A kit Table.Cell resolves its styles on every render: with 20 columns a scroll step
 * mounts ~400 of them, and the users screen measured ~195 ms of script per screenful with kit
 * cells against ~30 ms with plain ones. Spacer heights go in inline styles for the same reason:
 * a style prop would create a new CSS rule at every scroll position.
 */
const BODY_CELLS = {
  '& tbody td': {
    paddingInline: '2',
    paddingBlock: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    textAlign: 'start',
    verticalAlign: 'middle',
  },
  '& tbody td[data-align=end]': { textAlign: 'end' },
  '& tbody td[data-align=center]': { textAlign: 'center' },
  '& tbody td[data-spacer]': { padding: '0', borderBottomWidth: '0' },
  '& tbody tr td': { transition: 'background-color 1s' },
  '& tbody tr[data-fresh] td': { bg: 'yellow.subtle' },
} as const;

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={columnCount} data-spacer style={{ height: `${height}px` }} />
    </tr>
  );
}

/**
 * The one table of the platform: sticky header, and only the rows in view are rendered so a
 * list of 100,000 rows scrolls as smoothly as a list of ten. Rows keep a fixed estimated
 * height; padding rows above and below stand in for the rows not rendered.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, columns, getRowId, emptyText, caption, rowHeight = 52 } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolledRef = useRef(false);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // jsdom has no layout; render a first window so tests and first paint see rows.
    initialRect: { width: 1200, height: 800 },
  });

  const items = virtualizer.getVirtualItems();
  const lastInView = items[items.length - 1]?.index ?? -1;
  const { onNearEnd } = props;
  useEffect(() => {
    if (onNearEnd && rows.length > 0 && lastInView >= rows.length - NEAR_END_ROWS) onNearEnd();
  }, [onNearEnd, lastInView, rows.length]);

  if (rows.length === 0) return <EmptyState title={emptyText} />;

  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <Box
      ref={scrollRef}
      overflow="auto"
      maxH={props.height ?? 'calc(100vh - 350px)'}
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      aria-label={`${caption} (scrollable)`}
      onScroll={(event) => {
        const scrolled = event.currentTarget.scrollTop > rowHeight / 2;
        if (scrolled === scrolledRef.current) return;
        scrolledRef.current = scrolled;
        props.onScrolledChange?.(scrolled);
      }}
    >
      <Table.Root
        size="sm"
        stickyHeader
        interactive
        css={BODY_CELLS}
        aria-label={caption}
        aria-rowcount={rows.length + 1}
      >
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.id}
                width={column.width}
                textAlign={column.align}
                whiteSpace="nowrap"
                aria-sort={ariaSort(column.id, props.sort)}
              >
                {column.sortValue && props.onSortChange ? (
                  <SortableHeader
                    label={column.header}
                    direction={props.sort?.columnId === column.id ? props.sort.direction : null}
                    onClick={() => props.onSortChange?.(column.id)}
                  />
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {padTop > 0 && <SpacerRow height={padTop} columnCount={columns.length} />}
          {items.map((item) => {
            const row = rows[item.index] as Row;
            return (
              <tr
                key={getRowId(row)}
                aria-rowindex={item.index + 2}
                data-fresh={props.isFresh?.(row) || undefined}
                style={{ height: `${rowHeight}px` }}
              >
                {columns.map((column) => (
                  <td key={column.id} data-align={column.align}>
                    {column.cell(row, item.index)}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && <SpacerRow height={padBottom} columnCount={columns.length} />}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function ariaSort(columnId: string, sort: SortState | null | undefined) {
  if (sort?.columnId !== columnId) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

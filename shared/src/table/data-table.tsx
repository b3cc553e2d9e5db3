import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { Box, EmptyState } from '@rewards/shared/ui';
import { Table } from '@rewards/shared/ui-admin';

export interface DataColumn<Row> {
  /** Stable id, also used as the React key. */
  id: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** CSS width, e.g. '120px'; columns without one share the rest. */
  width?: string;
  align?: 'start' | 'end' | 'center';
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  getRowId: (row: Row) => string | number;
  /** Exact empty text from the spec, e.g. 'No data available'. */
  emptyText: string;
  /** Accessible name of the table. */
  caption: string;
  /** Scroll area height; defaults to the spec's viewport minus 350 px. */
  height?: string;
  /** Estimated row height in px, used for virtual scrolling. */
  rowHeight?: number;
}

/**
 * The one table of the platform: sticky header, and only the rows in view are rendered so a
 * list of 100,000 rows scrolls as smoothly as a list of ten. Rows keep a fixed estimated
 * height; padding rows above and below stand in for the rows not rendered.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, columns, getRowId, emptyText, caption, rowHeight = 52 } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // jsdom has no layout; render a first window so tests and first paint see rows.
    initialRect: { width: 1200, height: 800 },
  });

  if (rows.length === 0) return <EmptyState title={emptyText} />;

  const items = virtualizer.getVirtualItems();
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
    >
      <Table.Root
        size="sm"
        stickyHeader
        interactive
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
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {padTop > 0 && (
            <Table.Row aria-hidden>
              <Table.Cell colSpan={columns.length} p="0" height={`${padTop}px`} />
            </Table.Row>
          )}
          {items.map((item) => {
            const row = rows[item.index] as Row;
            return (
              <Table.Row
                key={getRowId(row)}
                aria-rowindex={item.index + 2}
                height={`${rowHeight}px`}
              >
                {columns.map((column) => (
                  <Table.Cell key={column.id} textAlign={column.align}>
                    {column.cell(row, item.index)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
          {padBottom > 0 && (
            <Table.Row aria-hidden>
              <Table.Cell colSpan={columns.length} p="0" height={`${padBottom}px`} />
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

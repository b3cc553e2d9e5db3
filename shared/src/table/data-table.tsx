import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, EmptyState } from '@rewards/shared/ui';
import { Table } from '@rewards/shared/ui-admin';
import { DataRow } from './data-row';
import { fixedLayoutCss } from './fixed-layout';
import { HeaderRow } from './header-row';
import type { SortKey, SortState } from './sort-rows';
import { stickyColumnsCss } from './sticky-columns';
import { LoadingRow, type VisibleRange } from './loading-row';
import { domHeight, scaleOf, type ScrollScale } from './scaled-scroll';
import { useRenderedRowHeight } from './use-rendered-row-height';
import { useRowWindow } from './use-row-window';

export interface DataColumn<Row> {
  /** Stable id, also used as the React key. */
  id: string;
  header: string;
  /** Rendered in the header instead of `header` (a select-all box); `header` names it. */
  headerCell?: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /**
   * CSS width, e.g. '120px'; columns without one share the rest. When every column has one
   * in px the table keeps exactly those widths (fixed layout, see fixed-layout.ts).
   */
  width?: string;
  align?: 'start' | 'end' | 'center';
  /** Makes the column sortable (when the table has `onSortChange`): the value to sort by. */
  sortValue?: (row: Row) => SortKey;
  /** Sortable without a `sortValue`: the rows come sorted (by the server) in `sort`'s order. */
  sortable?: boolean;
  /** Stays in view while the table scrolls sideways on wide screens; needs a `width` in px. */
  sticky?: 'start' | 'end';
  /** Value written to CSV exports; columns without one (e.g. actions) are left out. */
  csvValue?: (row: Row) => unknown;
}

/**
 * The rows: a list in memory, or (for a list paged by the server) the row count and a lookup
 * that answers undefined for a row not loaded yet, shown as a loading row. `onRangeChange`
 * says which rows are rendered, so the caller loads those.
 */
type RowSource<Row> =
  | { rows: readonly Row[]; rowCount?: never; rowAt?: never }
  | { rows?: never; rowCount: number; rowAt: (index: number) => Row | undefined };

type DataTableProps<Row> = RowSource<Row> & {
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
   * The rows in view changed (first and last index). Server-paged lists load from it: the
   * windows in view (`useWindowedQuery`), or the next page near the end (the audit log).
   */
  onRangeChange?: (range: VisibleRange) => void;
  /** When this changes (a new search, filter or sort), the table scrolls back to the top. */
  scrollResetKey?: string;
  /** A row that just arrived (live updates): briefly highlighted. */
  isFresh?: (row: Row) => boolean;
  /** Told when the admin scrolls away from the top of the list and back. */
  onScrolledChange?: (scrolled: boolean) => void;
};

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
  // Muted text (a user's email, a date) on the highlight fell under AA contrast (axe, seen
  // intermittently in the messages e2e when a row arrived live): full text colour while fresh.
  '& tbody tr[data-fresh] td, & tbody tr[data-fresh] td *': { color: 'fg' },
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
  const { columns, getRowId, emptyText, caption, onRangeChange } = props;
  const { rows } = props;
  const rowCount = rows ? rows.length : props.rowCount;
  const rowAt = rows ? (index: number) => rows[index] : props.rowAt;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = useRenderedRowHeight(scrollRef, props.rowHeight ?? 52, rowCount > 0);
  const scrolledRef = useRef(false);
  const css = useMemo(
    () => ({ ...BODY_CELLS, ...fixedLayoutCss(columns), ...stickyColumnsCss(columns) }),
    [columns],
  );
  const scale: ScrollScale = { total: rowCount * rowHeight };
  // jsdom has no layout: an 800 px viewport until the element has a height, so tests and the
  // first paint see rows.
  const view = useRowWindow({
    scrollRef,
    rowCount,
    rowHeight,
    overscan: 4,
    scale,
    fallbackHeight: 800,
  });
  // The rows in view, without the overscan (rows rendered out of sight need no data yet).
  const { first, last } = view;
  useEffect(() => onRangeChange?.({ start: first, end: last }), [onRangeChange, first, last]);

  const { scrollResetKey } = props;
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollResetKey]);

  if (rowCount === 0) return <EmptyState title={emptyText} />;

  // Where the first rendered row goes in the DOM: as far below the scroll position as it is
  // below the window's offset (the same place when the list fits, scale 1).
  const scrollTop = scrollRef.current?.scrollTop ?? 0;
  const factor = scaleOf(scale, scrollRef.current?.clientHeight ?? 0);
  const start = view.start * rowHeight;
  const padTop = factor === 1 ? start : Math.max(0, scrollTop + start - view.offset);
  const indexes = Array.from({ length: view.end - view.start + 1 }, (_, i) => view.start + i);
  const rendered = indexes.length * rowHeight;
  const padBottom = Math.max(0, domHeight(scale.total) - padTop - rendered);

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
        css={css}
        aria-label={caption}
        aria-rowcount={rowCount + 1}
      >
        <Table.Header>
          <HeaderRow columns={columns} sort={props.sort} onSortChange={props.onSortChange} />
        </Table.Header>
        <Table.Body>
          {padTop > 0 && <SpacerRow height={padTop} columnCount={columns.length} />}
          {indexes.map((index) => {
            const row = rowAt(index);
            if (row === undefined) {
              return <LoadingRow key={`loading-${index}`} height={rowHeight} columns={columns} />;
            }
            return (
              <DataRow
                key={getRowId(row)}
                row={row}
                index={index}
                columns={columns}
                height={rowHeight}
                fresh={props.isFresh?.(row) ?? false}
              />
            );
          })}
          {padBottom > 0 && <SpacerRow height={padBottom} columnCount={columns.length} />}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

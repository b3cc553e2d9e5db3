import type { LiveNewRows, WindowedRows } from '@rewards/shared/query';
import { countNoun } from '@rewards/shared';
import { Flex, Text } from '@rewards/shared/ui';
import { DataTable, type DataColumn } from './data-table';
import { NewRowsNotice } from './new-rows-notice';
import { ServerCsvExport } from './server-csv-export';
import type { ListView } from './use-list-view';
import type { Selection } from './use-selection';
import { useSelectionColumns } from './use-selection-columns';

const count = (n: number) => n.toLocaleString('en-IN');

interface ServerListTableProps<Row extends { id: number }> {
  list: WindowedRows<Row> & { allTotal: number | null };
  view: ListView;
  columns: readonly DataColumn<Row>[];
  /** 'transactions' in 'Showing X of Y transactions'. */
  noun: string;
  emptyText: string;
  caption: string;
  /** The server's CSV of the view; a list without an export (notifications) omits it. */
  csv?: { path: string; fileName: string };
  live?: LiveNewRows;
  onScrolledChange?: (scrolled: boolean) => void;
  rowHeight?: number;
  /** The table's scroll height (DataTable's default: the viewport minus the page's chrome). */
  height?: string;
  /** A list with bulk actions: a checkbox column first (`useSelection`). */
  selection?: Selection<Row>;
  /** `data-testid` of the 'Showing X of Y' line, for end-to-end tests that read the count. */
  countTestId?: string;
}

/**
 * A list served by the API's list engine below its filters: 'Showing X of Y' while a filter
 * narrows it, the "N new" notice, the server's CSV of the view, and the table fetching the
 * windows in view, sorted by the server.
 */
export function ServerListTable<Row extends { id: number }>(props: ServerListTableProps<Row>) {
  const { list, view } = props;
  const { columns, onRangeChange } = useSelectionColumns({
    selection: props.selection,
    columns: props.columns,
    rowAt: list.rowAt,
    onRangeChange: list.onRangeChange,
  });
  const total = list.total ?? 0;
  const about = list.totalIsEstimate ? 'about ' : '';
  return (
    <>
      <Flex justify="space-between" align="center" gap="3" minH="8">
        <Text
          color="fg.muted"
          fontSize="sm"
          aria-live="polite"
          aria-busy={list.isFetching}
          data-testid={props.countTestId}
        >
          {view.filtered
            ? list.allTotal === null
              ? `Showing ${about}${countNoun(total, props.noun)}`
              : `Showing ${about}${count(total)} of ${countNoun(list.allTotal, props.noun)}`
            : `${about}${countNoun(total, props.noun)}`}
        </Text>
        <Flex flex="1" justify="flex-end" gap="3" align="center">
          {props.live && (
            <NewRowsNotice
              count={props.live.newCount}
              noun={props.noun}
              onShow={props.live.showNew}
            />
          )}
          {props.csv && (
            <ServerCsvExport
              path={props.csv.path}
              query={view.query}
              fileName={props.csv.fileName}
              disabled={total === 0}
            />
          )}
        </Flex>
      </Flex>
      <DataTable
        rowCount={total}
        rowAt={list.rowAt}
        onRangeChange={onRangeChange}
        scrollResetKey={JSON.stringify(view.query)}
        columns={columns}
        getRowId={(row) => row.id}
        emptyText={props.emptyText}
        caption={props.caption}
        rowHeight={props.rowHeight}
        height={props.height}
        sort={view.sort}
        onSortChange={view.toggleSort}
        isFresh={props.live?.isFresh}
        onScrolledChange={props.onScrolledChange}
      />
    </>
  );
}

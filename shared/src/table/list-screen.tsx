import type { ReactNode } from 'react';
import { Button, ErrorState, LoadingState } from '@rewards/shared/ui';
import type { DataColumn } from './data-table';
import { ServerListTable } from './server-list-table';
import type { ListScreenController } from './use-list-screen';

// The frame of a list screen (`useListScreen`'s): never an empty list or zero totals for a
// list that did not load, but its error with Retry; a loading line until the first window
// comes; then the page's own parts (cards, saved views, filter and bulk bars) and the table.

interface ListScreenProps<Row extends { id: number }> {
  screen: ListScreenController<Row>;
  /** 'Could not load withdrawals'. */
  errorTitle: string;
  /** Below the error's title: why it failed, or what is still shown. */
  errorDescription?: string;
  loadingLabel?: string;
  /** Shown once the list has loaded; `<ListScreenTable>` among them. */
  children: ReactNode;
}

export function ListScreen<Row extends { id: number }>(props: ListScreenProps<Row>) {
  const { list, reload } = props.screen;
  return (
    <>
      {list.error && (
        <ErrorState
          title={props.errorTitle}
          description={props.errorDescription}
          onRetry={reload}
        />
      )}
      {list.total === null && !list.error && <LoadingState label={props.loadingLabel} />}
      {list.total !== null && props.children}
    </>
  );
}

interface ListScreenTableProps<Row extends { id: number }> {
  screen: ListScreenController<Row>;
  columns: readonly DataColumn<Row>[];
  /** 'transactions' in 'Showing X of Y transactions'. */
  noun: string;
  emptyText: string;
  caption: string;
  /** The server's CSV of the view (the declaration's); `false` for a list without one. */
  csv?: boolean;
  rowHeight?: number;
  /** `data-testid` of the 'Showing X of Y' line, for end-to-end tests that read the count. */
  countTestId?: string;
}

/** The screen's table: its count line, "N new" notice, CSV and selection, from the controller. */
export function ListScreenTable<Row extends { id: number }>(props: ListScreenTableProps<Row>) {
  const { screen, csv = true } = props;
  const { path, csvFileName: fileName } = screen.declaration;
  return (
    <ServerListTable
      selection={screen.selectable ? screen.bulk.selection : undefined}
      list={screen.list}
      view={screen.view}
      columns={props.columns}
      noun={props.noun}
      emptyText={props.emptyText}
      caption={props.caption}
      csv={csv ? { path: `${path}/export.csv`, fileName } : undefined}
      live={screen.live}
      onScrolledChange={screen.onScrolledChange}
      rowHeight={props.rowHeight}
      countTestId={props.countTestId}
    />
  );
}

/** The header's Refresh: reads the list again, busy while it does. */
export function ListRefreshButton<Row extends { id: number }>({
  screen,
}: {
  screen: ListScreenController<Row>;
}) {
  return (
    <Button variant="outline" size="sm" onClick={screen.reload} loading={screen.list.isFetching}>
      Refresh
    </Button>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { FilterSpec, ListSort } from '@rewards/contract/lists';
import type { DataSet } from '@rewards/shared';
import {
  type LiveNewRows,
  type ServerListOptions,
  serverListKeys,
  useLiveNewRows,
  usePrefetchServerList,
  useQueryClient,
  useServerList,
} from '@rewards/shared/query';
import { notify } from '@rewards/shared/ui-admin';
import { type ListView, useListView } from './use-list-view';
import { type Selection, useSelection } from './use-selection';

// The controller of a server-paged list screen, as react-admin's ListController: the view in
// the URL, the list's windows, its live new rows, the selection and a reload, wired once. The
// page declares what differs (options) and lays out `<ListScreen>` with what it returns.

export interface ListScreenDeclaration {
  path: string;
  /** Its query-key prefix (a `DATA_SETS` value) and live entity (decision 065). */
  dataSet: string;
  entity: string | null;
  csvFileName: string;
  filters: Readonly<Record<string, FilterSpec>>;
  sortKeys: readonly string[];
  defaultSort: ListSort;
  urlKeys?: Readonly<Partial<Record<string, string>>>;
}

export interface ListScreenOptions {
  declaration: ListScreenDeclaration;
  /**
   * `false`: no live new rows ("N new") though the list's entity has events (the banner
   * history's one banner). Otherwise its entity's `<entity>.created` adds them.
   */
  newRows?: false;
  /** Ask for each view from the event that makes it (decision 048); 'summary': its cards too. */
  prefetch?: 'list' | 'summary';
  /** Logged with the error when a load fails ('[mfe-payments] failed to load withdrawals'). */
  failureLog: string;
  /** The spec's popup on a load failure, where the spec has one. */
  failureToast?: string;
  /** A checkbox column and bulk actions (`useSelection`). */
  selectable?: boolean;
  /** New rows wait behind the notice in any sort but the default too, not only when filtered. */
  holdWhenSorted?: boolean;
  /** Searches go out at most once per this many ms while the admin types (useListView). */
  searchPaceMs?: number;
  /** What Refresh reads again: the list only (`'list'`), or all of the data set (default). */
  reloads?: 'list' | 'all';
}

export interface ListScreenController<Row extends { id: number }> {
  declaration: ListScreenDeclaration;
  view: ListView;
  list: ReturnType<typeof useServerList<Row>>;
  /** The list's query as the summary and row hooks take it (`useServerSummary(screen.source)`). */
  source: ServerListOptions;
  live: LiveNewRows | undefined;
  /** The table shows its checkboxes (`bulk.selection`). */
  selectable: boolean;
  /** The rows picked and the total, as every bulk bar takes them (`{...screen.bulk}`). */
  bulk: { selection: Selection<Row>; total: number; totalIsEstimate: boolean };
  reload: () => void;
  onScrolledChange: (scrolled: boolean) => void;
}

export function useListScreen<Row extends { id: number }>(
  options: ListScreenOptions,
): ListScreenController<Row> {
  const { declaration, failureLog, failureToast } = options;
  // The data set and the new-row event are the declaration's (contract/src/lists).
  const dataSet = declaration.dataSet as DataSet;
  const createdEvent =
    declaration.entity !== null && options.newRows !== false
      ? `${declaration.entity}.created`
      : undefined;
  const withSummary = options.prefetch === 'summary';
  const prefetch = usePrefetchServerList({ dataSet, path: declaration.path, withSummary });
  const view = useListView(declaration, options.prefetch ? prefetch : undefined, {
    searchPaceMs: options.searchPaceMs,
  });
  const [scrolled, setScrolled] = useState(false);
  // New rows show at once only at the top of the list as it opens; elsewhere rows would move.
  const held = scrolled || view.filtered || (options.holdWhenSorted === true && !!view.query.sort);
  const hold = createdEvent !== undefined && held;
  const source = { dataSet, path: declaration.path, query: view.query, holdNewRows: hold };
  const list = useServerList<Row>(source);
  const live = useLiveNewRows(dataSet, createdEvent ?? '', hold);
  const selection = useSelection<Row>({
    filter: view.query,
    total: list.total ?? 0,
    rowAt: list.rowAt,
    rowsBetween: list.rowsBetween,
  });
  const client = useQueryClient();
  const listOnly = options.reloads === 'list';
  const reload = useCallback(() => {
    const queryKey = listOnly ? serverListKeys(dataSet).all : [dataSet];
    void client.invalidateQueries({ queryKey });
  }, [client, dataSet, listOnly]);
  useEffect(() => {
    if (!list.error) return;
    console.error(failureLog, list.error);
    if (failureToast) notify('error', 'Error', failureToast);
  }, [list.error, failureLog, failureToast]);

  return {
    declaration,
    view,
    list,
    source,
    live: createdEvent === undefined ? undefined : live,
    selectable: options.selectable === true,
    bulk: { selection, total: list.total ?? 0, totalIsEstimate: list.totalIsEstimate },
    reload,
    onScrolledChange: setScrolled,
  };
}

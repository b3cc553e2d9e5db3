import { useMemo, useState } from 'react';
import type { ListSort } from '@rewards/contract/lists';
import type { SavedViewList } from '@rewards/contract/lists';
import { type DataSet, serverErrorOr } from '@rewards/shared';
import {
  useLiveNewRows,
  useQueryClient,
  useServerList,
  useServerRowPatches,
} from '@rewards/shared/query';
import { type DataColumn, SavedViews, ServerListTable, useListView } from '@rewards/shared/table';
import { SearchFilter } from '@rewards/shared/ui-forms';
import { ErrorState, HStack, LoadingState, Stack, Text } from '@rewards/shared/ui';
import type { FilterSpec } from '@rewards/contract/lists';
import { useLoadFailureLog } from '../../common/use-load-failure-log';
import { type TaskKind, useTaskDelete } from './use-task-delete';

/** What differs between the quiz table's two lists. */
export interface TaskTableConfig<Row> {
  kind: TaskKind;
  declaration: {
    path: string;
    csvFileName: string;
    filters: Readonly<Record<string, FilterSpec>>;
    sortKeys: readonly string[];
    defaultSort: ListSort;
  };
  dataSet: DataSet;
  savedViews: SavedViewList;
  createdEvent: string;
  noun: string;
  /** 'Total quizzes' (docs/product.md#quizzes-and-videos: the total count). */
  totalLabel: string;
  emptyText: string;
  caption: string;
  searchPlaceholder: string;
  rowHeight: number;
  columns: (
    onDelete: (row: Row) => void,
    isDeleting: (id: number) => boolean,
  ) => readonly DataColumn<Row>[];
}

/**
 * One of the quiz table's lists, served by the list engine: its search and sort in the URL,
 * the total count, the saved views, the server's CSV, new rows live, and delete taking the
 * row out in place.
 */
export function TaskTable<Row extends { id: number }>({
  config,
}: {
  config: TaskTableConfig<Row>;
}) {
  const view = useListView(config.declaration);
  const [scrolled, setScrolled] = useState(false);
  const hold = scrolled || view.filtered;
  const list = useServerList<Row>({
    dataSet: config.dataSet,
    path: config.declaration.path,
    query: view.query,
    holdNewRows: hold,
  });
  useLoadFailureLog(list.error, config.noun);
  const live = useLiveNewRows(config.dataSet, config.createdEvent, hold);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: [config.dataSet] });
  const { removeRow } = useServerRowPatches<Row>(config.dataSet);
  const { remove, isDeleting } = useTaskDelete(config.kind, removeRow);
  const { columns: columnsOf } = config;
  const columns = useMemo(
    () => columnsOf((row) => void remove(row.id), isDeleting),
    [columnsOf, remove, isDeleting],
  );
  // The server's `error` field, when it sent one, says why (docs/product.md).
  const reason = list.error ? serverErrorOr(list.error, '') || undefined : undefined;

  return (
    <Stack gap="4">
      <SavedViews list={config.savedViews} />
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <SearchFilter
          label="Search"
          placeholder={config.searchPlaceholder}
          value={view.applied.q ?? ''}
          onChange={(q) => view.apply({ q })}
        />
        {list.allTotal !== null && (
          <Text fontWeight="medium" aria-live="polite">
            {config.totalLabel}: {list.allTotal}
          </Text>
        )}
      </HStack>
      {list.error && (
        <ErrorState title="Failed to fetch data" description={reason} onRetry={reload} />
      )}
      {list.total === null && !list.error && <LoadingState />}
      {list.total !== null && (
        <ServerListTable
          list={list}
          view={view}
          columns={columns}
          noun={config.noun}
          emptyText={view.filtered ? `No ${config.noun} match the search` : config.emptyText}
          caption={config.caption}
          csv={{
            path: `${config.declaration.path}/export.csv`,
            fileName: config.declaration.csvFileName,
          }}
          live={live}
          onScrolledChange={setScrolled}
          rowHeight={config.rowHeight}
        />
      )}
    </Stack>
  );
}

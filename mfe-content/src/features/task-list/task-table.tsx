import { useMemo } from 'react';
import type { SavedViewList } from '@rewards/contract/lists';
import { type DataSet, serverErrorOr } from '@rewards/shared';
import { useServerRowPatches } from '@rewards/shared/query';
import {
  type DataColumn,
  ListScreen,
  type ListScreenDeclaration,
  ListScreenTable,
  SavedViews,
  useListScreen,
} from '@rewards/shared/table';
import { SearchFilter } from '@rewards/shared/ui-forms';
import { HStack, Stack, Text } from '@rewards/shared/ui';
import { type TaskKind, useTaskDelete } from './use-task-delete';

/** What differs between the quiz table's two lists. */
export interface TaskTableConfig<Row> {
  kind: TaskKind;
  /** Its data set, saved views' key and live events come with it (decision 065). */
  declaration: ListScreenDeclaration & { key: SavedViewList };
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
  const screen = useListScreen<Row>({
    declaration: config.declaration,
    failureLog: `[mfe-content] failed to load ${config.noun}`,
  });
  const { view, list } = screen;
  const { removeRow } = useServerRowPatches<Row>(config.declaration.dataSet as DataSet);
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
      <SavedViews list={config.declaration.key} />
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
      <ListScreen screen={screen} errorTitle="Failed to fetch data" errorDescription={reason}>
        <ListScreenTable
          screen={screen}
          columns={columns}
          noun={config.noun}
          emptyText={view.filtered ? `No ${config.noun} match the search` : config.emptyText}
          caption={config.caption}
          rowHeight={config.rowHeight}
        />
      </ListScreen>
    </Stack>
  );
}

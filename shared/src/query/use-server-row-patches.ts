import { useCallback } from 'react';
import type { DataSet } from '@rewards/shared';
import { useQueryClient } from '@tanstack/react-query';
import { serverListKeys } from './use-server-list';
import type { WindowPage } from './use-windowed-query';

/** A window's list: its key without the window index. */
const listOf = (key: readonly unknown[]) => JSON.stringify(key.slice(0, -1));

/**
 * Row changes applied to a server-paged list's cached windows in place: the server's answer
 * for a row replaces it wherever a window holds it (no refetch); a deleted row leaves every
 * list that held it, whose totals drop by one, and the lists are fetched again (the rows
 * behind it moved up on the server).
 */
export function useServerRowPatches<Row extends { id: number }>(dataSet: DataSet) {
  const client = useQueryClient();
  const all = serverListKeys(dataSet).all;

  const replaceRow = useCallback(
    (row: Row) => {
      client.setQueriesData<WindowPage<Row>>({ queryKey: all }, (page) =>
        page?.rows.some((held) => held.id === row.id)
          ? { ...page, rows: page.rows.map((held) => (held.id === row.id ? row : held)) }
          : page,
      );
      // A details dialog reading the row (useServerRow) shows the same answer.
      client.setQueryData(serverListKeys(dataSet).row(row.id), row);
      // Counts by status or flag may have moved.
      void client.invalidateQueries({ queryKey: [dataSet, 'summary'] });
    },
    [client, all, dataSet],
  );

  const removeRow = useCallback(
    (id: number) => {
      const windows = client.getQueriesData<WindowPage<Row>>({ queryKey: all });
      const held = new Set(
        windows
          .filter(([, page]) => page?.rows.some((row) => row.id === id))
          .map(([key]) => listOf(key)),
      );
      for (const [key, page] of windows) {
        if (!page || !held.has(listOf(key))) continue;
        client.setQueryData<WindowPage<Row>>(key, {
          ...page,
          rows: page.rows.filter((row) => row.id !== id),
          total: Math.max(0, page.total - 1),
        });
      }
      void client.invalidateQueries({ queryKey: [dataSet] });
    },
    [client, all, dataSet],
  );

  return { replaceRow, removeRow };
}

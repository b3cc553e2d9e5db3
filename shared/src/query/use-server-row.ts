import { apiClient, type DataSet } from '@rewards/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverListKeys } from './use-server-list';
import type { WindowPage } from './use-windowed-query';

/** The row as a cached window of any view of the list holds it, if one does. */
function cachedRow<Row extends { id: number }>(client: QueryClient, dataSet: DataSet, id: number) {
  const windows = client.getQueriesData<WindowPage<Row>>({
    queryKey: serverListKeys(dataSet).all,
  });
  for (const [, page] of windows) {
    const row = page?.rows.find((held) => held.id === id);
    if (row) return row;
  }
  return undefined;
}

/**
 * One row of a server-paged list by id, for a dialog about it: the row the table shows when a
 * window holds it (no request), else `GET /api/<path>/<id>` (a link naming a row far down the
 * list). Kept current like the windows: useServerRowPatches puts a changed row here too, and
 * a live change of the data set fetches it again.
 */
export function useServerRow<Row extends { id: number }>(options: {
  dataSet: DataSet;
  path: string;
  id: number | null;
}) {
  const { dataSet, path, id } = options;
  const client = useQueryClient();
  const query = useQuery({
    queryKey: serverListKeys(dataSet).row(id ?? 0),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<{ data: Row }>(`${path}/${id}`, { signal });
      return data.data;
    },
    enabled: id !== null,
    initialData: () => (id === null ? undefined : cachedRow<Row>(client, dataSet, id)),
    // The table's copy is as fresh as the table; live changes and patches keep both current.
    staleTime: Infinity,
  });
  return id === null ? null : (query.data ?? null);
}

import { type DataSet } from '@rewards/shared';
import { primeServerList, queryClient, type QueryClient } from '@rewards/shared/query';
import { takeBootFirstList } from './boot-requests';

/**
 * Hands the list page asked for at boot (boot-requests.ts) to the query cache, under the key
 * the screen reads for its unfiltered view, so the screen finds it in flight or arrived instead
 * of asking once its code, the session check and its render are done (decision 064). Part of
 * the admin area's code: a public visitor's first load carries no server-state library.
 */
export function handOverBootFirstList(client: QueryClient = queryClient): void {
  const first = takeBootFirstList();
  if (!first) return;
  // The manifest names the data set by its value (route-manifest.test.ts checks it is one).
  const dataSet = first.dataSet as DataSet;
  primeServerList(client, { dataSet, path: first.path, query: {} }, first.page);
}

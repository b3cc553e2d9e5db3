/**
 * Server state (federated singleton `@rewards/shared/query`): TanStack Query with one client
 * per page, shared by the shell and every remote, so an event or a mutation in one remote
 * refreshes what another shows. Apps import TanStack Query only from here (lint enforces it),
 * which keeps one copy of the library and one cache on the page.
 */
export { createQueryClient, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { useScreenQuery, type ScreenQuery, type LoadStatus } from './use-screen-query';
export { usePacedValue } from './use-paced-value';
export {
  prefetchFirstWindow,
  useWindowedQuery,
  type WindowedQueryOptions,
  type WindowedRows,
  type WindowPage,
  type WindowRequest,
} from './use-windowed-query';
export {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
export { useLiveUpdates } from './live/use-live-updates';
export { useLiveChanges } from './live/live-listeners';
export { useLiveStatus, type LiveStatus } from './live/live-status';
export {
  isNarrowed,
  LIST_WINDOW_SIZE,
  primeServerList,
  serverListKeys,
  usePrefetchServerList,
  useServerList,
  useServerSummary,
  type ListApiQuery,
  type ServerListOptions,
} from './use-server-list';
export { useServerRowPatches } from './use-server-row-patches';
export { useServerRow } from './use-server-row';
export { useLiveNewRows, type LiveNewRows } from './use-live-new-rows';
export { useBulkAction, type BulkState, type BulkRefusal } from './use-bulk-action';

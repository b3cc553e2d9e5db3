import { QueryClient } from '@tanstack/react-query';
import { ApiError, useSessionStore } from '@rewards/shared';

/** Exported for its test. A 4xx means the request itself is wrong (or the session ended): asking again cannot help. */
export function retryOnlyServerFailures(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 2;
}

/**
 * A client with the platform's defaults. Screens keep what they showed while a refetch runs,
 * and data an event or mutation marks stale is fetched again only while someone shows it.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retry && retryOnlyServerFailures,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one client of the page. `@rewards/shared/query` is a federated singleton, so the shell
 * and every remote read and invalidate the same cache: a change made in one remote refreshes
 * what another shows.
 */
export const queryClient = createQueryClient();

/**
 * What one admin's session loaded must not be shown to the next admin who signs in on the same
 * tab (their role may see less): the cache is emptied whenever a session ends.
 */
export function clearOnSignOut(client: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.status === 'signed-out' && previous.status === 'signed-in') client.clear();
  });
}
clearOnSignOut(queryClient);

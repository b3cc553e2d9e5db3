import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Gives the screens below it the page's one query client. Mounted by the shell around the
 * admin area, by a remote's standalone host, and by `renderWithProviders` (a fresh client per
 * test, so no test sees another's cache).
 */
export function QueryProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

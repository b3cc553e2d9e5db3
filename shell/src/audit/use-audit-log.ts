import { useCallback, useMemo } from 'react';
import type { AuditEntry, AuditExportQuery } from '@rewards/contract';
import { useInfiniteQuery } from '@rewards/shared/query';
import type { VisibleRange } from '@rewards/shared/table';
import { auditKeys, fetchAuditPage } from './audit-api';

const NO_ROWS: AuditEntry[] = [];
/** The next page is asked for once the rows in view come this close to the last loaded one. */
const NEAR_END_ROWS = 30;

/**
 * The audit trail of one filter, newest first, loaded a keyset page at a time as the table
 * scrolls. Each page costs the server the same at any depth, so the millionth row comes as
 * fast as the first; a new filter starts a new list.
 */
export function useAuditLog(query: AuditExportQuery) {
  const result = useInfiniteQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchAuditPage(query, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    // Any action anywhere adds a row: coming back to the screen starts again from the newest
    // page, instead of refetching every page scrolled through before.
    gcTime: 0,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.data) ?? NO_ROWS, [data]);
  // For the table's onRangeChange; a new page changes `rows`, so the check runs again with it.
  const onRangeChange = useCallback(
    ({ end }: VisibleRange) => {
      const nearEnd = rows.length > 0 && end >= rows.length - NEAR_END_ROWS;
      // Never cancels the page on its way: scrolling asks again while it loads.
      if (nearEnd && hasNextPage && !isFetchingNextPage) {
        void fetchNextPage({ cancelRefetch: false });
      }
    },
    [rows.length, hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return { ...result, rows, onRangeChange };
}

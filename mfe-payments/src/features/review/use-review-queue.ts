import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@rewards/shared/query';
import type { ReviewQueuePage } from '@rewards/contract';
import { fetchReviewQueue, type ItemKey, type ReviewFilters, reviewKeys } from './review-api';

const keyOf = (item: ItemKey) => `${item.kind}:${item.id}`;
const REFRESH_MS = 30_000;

/**
 * The queue a page at a time (the server's cursor), minus what this admin decided or skipped
 * here. A live change of any of its kinds, or of a claim, refetches the pages
 * (DATA_SETS.reviewQueue): an item another admin decided or claimed leaves the list, and one
 * released comes back.
 */
export function useReviewQueue(filters: ReviewFilters) {
  const query = useInfiniteQuery({
    queryKey: reviewKeys.queue(filters),
    queryFn: ({ pageParam }) => fetchReviewQueue(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ReviewQueuePage) => last.next_cursor ?? undefined,
    // A claim that lapses (its tab closed without releasing it) has no event: a half-minute
    // refresh offers its item again.
    refetchInterval: REFRESH_MS,
  });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const items = useMemo(
    () =>
      (query.data?.pages ?? [])
        .flatMap((page) => page.items)
        .filter((item) => !hidden.has(keyOf(item))),
    [query.data, hidden],
  );
  const first = query.data?.pages[0];
  const hide = useCallback(
    (item: ItemKey) => setHidden((current) => new Set(current).add(keyOf(item))),
    [],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    items,
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    reload: () => void query.refetch(),
    // Counted by the server before this screen hid anything: less what it decided here.
    count: first ? Math.max(0, first.count - hidden.size) : null,
    waitingForOthers: first?.waiting_for_others ?? 0,
    claimedByOthers: first?.claimed_by_others ?? 0,
    hide,
    loadMore,
  } as const;
}

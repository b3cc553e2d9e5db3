import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@rewards/shared/query';
import type { ReviewQueuePage } from '@rewards/contract';
import { fetchReviewQueue, type ItemKey, type ReviewFilters, reviewKeys } from './review-api';

const keyOf = (item: ItemKey) => `${item.kind}:${item.id}`;
const REFRESH_MS = 30_000;
/** Read the queue this long after a claim lapses, so the server's clock has passed it too. */
const LAPSE_MARGIN_MS = 250;

/**
 * When to read the queue again: when the soonest claim of another admin lapses (a lapse has no
 * event; the answer says how long after it was read, so the two clocks need not agree), and at
 * least every half minute.
 */
const refreshAfter = (first: ReviewQueuePage | undefined): number =>
  first?.claim_lapse_ms === null || first?.claim_lapse_ms === undefined
    ? REFRESH_MS
    : Math.min(REFRESH_MS, first.claim_lapse_ms + LAPSE_MARGIN_MS);

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
    // A claim that lapses (its tab closed without releasing it) has no event: the queue is read
    // again as it lapses, which offers its item again.
    refetchInterval: (q) => refreshAfter(q.state.data?.pages[0]),
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

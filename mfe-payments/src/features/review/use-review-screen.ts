import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@rewards/shared/query';
import { notify } from '@rewards/shared/ui-admin';
import type { ReviewItem } from '@rewards/contract';
import { fetchReviewContext, type ReviewFilters, reviewKeys, sameItem } from './review-api';
import { useReviewFilters } from './use-review-filters';
import { useReviewClaim } from './use-review-claim';
import { useReviewDecision } from './use-review-decision';
import { useReviewQueue } from './use-review-queue';
import { useReviewSelection } from './use-review-selection';
import { TOPUP_NO_REJECT } from './review-texts';

/** Loaded items left below the selection when the next page is asked for. */
const READ_AHEAD = 3;

/**
 * The review screen's state: the queue, the selected item (followed as the list changes; when
 * it leaves, the next slides in), its context with the next one's prefetched, its claim, and
 * the decisions.
 */
export function useReviewScreen() {
  const [filters, setFilters] = useReviewFilters();
  const queue = useReviewQueue(filters);
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const { items, loadMore, hide } = queue;
  const { at, selected, selectAt, reset } = useReviewSelection(items);
  const next = items[at + 1] ?? null;

  const client = useQueryClient();
  const context = useQuery({
    queryKey: reviewKeys.context(selected ?? { kind: 'withdrawal', id: 0, user_id: 0 }),
    queryFn: () => fetchReviewContext(selected!),
    enabled: selected !== null,
  });
  useEffect(() => {
    // The next item's context is in the cache before J or a decision moves to it.
    if (next)
      void client.prefetchQuery({
        queryKey: reviewKeys.context(next),
        queryFn: () => fetchReviewContext(next),
      });
    if (at >= items.length - READ_AHEAD) loadMore();
  }, [client, next, at, items.length, loadMore]);

  // Another admin's claim arrives as a live event, which refetches the queue (the server skips
  // claimed items); two admins opening one item in the same instant learn it here instead.
  const claim = useReviewClaim(selected, (message) => {
    notify('info', 'Being reviewed by someone else', message);
    void client.invalidateQueries({ queryKey: reviewKeys.queues() });
  });
  const { decide, isDeciding } = useReviewDecision(hide);

  const move = useCallback((step: number) => selectAt(at + step), [selectAt, at]);
  const reject = useCallback(() => {
    if (!selected) return;
    if (selected.kind === 'wallet_topup') notify('info', 'No rejection', TOPUP_NO_REJECT);
    else setRejecting(selected);
  }, [selected]);

  return {
    queue,
    filters,
    setFilters: (next: ReviewFilters) => {
      setFilters(next);
      reset();
    },
    selected,
    select: (item: ReviewItem) => selectAt(items.findIndex((i) => sameItem(i, item))),
    move,
    context: {
      data: context.data,
      status: (context.isPending ? 'loading' : context.isError ? 'error' : 'ready') as
        'loading' | 'error' | 'ready',
      retry: () => void context.refetch(),
    },
    claim,
    deciding: isDeciding(selected),
    approve: () => selected && !isDeciding(selected) && void decide(selected, 'approve'),
    reject,
    rejecting,
    closeReject: () => setRejecting(null),
    confirmReject: (item: ReviewItem, reason: string) => {
      setRejecting(null);
      void decide(item, 'reject', reason);
    },
    skip: () => selected && hide(selected),
  };
}

import { useCallback, useEffect, useState } from 'react';
import type { ReviewItem } from '@rewards/contract';
import { type ItemKey, sameItem } from './review-api';

interface Pick {
  key: ItemKey | null;
  /** Where the selection was last seen: where the next item slides in when it leaves. */
  index: number;
}

const keyOf = (item: ReviewItem | null): ItemKey | null =>
  item ? { kind: item.kind, id: item.id } : null;

/**
 * The selected item, followed by what it is, not where: a refetch that adds or drops items
 * above it (another admin's claim, release or decision, arriving live) never moves the
 * selection onto another item, so A approves the item on screen. When the selected item
 * itself leaves (decided, skipped, claimed by another), the one that took its place is
 * selected, or the last.
 */
export function useReviewSelection(items: readonly ReviewItem[]) {
  const [pick, setPick] = useState<Pick>({ key: null, index: 0 });
  const found = pick.key ? items.findIndex((item) => sameItem(item, pick.key)) : -1;
  const at = found >= 0 ? found : Math.min(pick.index, Math.max(0, items.length - 1));
  const selected = items[at] ?? null;
  useEffect(() => {
    // Remember what is selected now and where, for the list's next change.
    if (at !== pick.index || (selected !== null && !sameItem(selected, pick.key)))
      setPick({ key: keyOf(selected), index: at });
  }, [at, selected, pick]);
  const selectAt = useCallback(
    (index: number) => {
      const clamped = Math.max(0, Math.min(items.length - 1, index));
      setPick({ key: keyOf(items[clamped] ?? null), index: clamped });
    },
    [items],
  );
  /** A new filter: its first item, whatever was selected before. */
  const reset = useCallback(() => setPick({ key: null, index: 0 }), []);
  return { at, selected, selectAt, reset } as const;
}

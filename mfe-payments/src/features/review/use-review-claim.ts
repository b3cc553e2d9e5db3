import { useEffect, useRef, useState } from 'react';
import { normaliseApiError } from '@rewards/shared';
import { claimReviewItem, type ItemKey, releaseReviewItem } from './review-api';

/** Renewal period: well inside the server's claim (3 minutes). */
const RENEW_MS = 60_000;

export type ClaimState =
  { state: 'none' } | { state: 'mine'; tookOver: boolean } | { state: 'held'; message: string };

/**
 * Opening an item claims it (so other admins' queues skip it), renews the claim while it stays
 * open and releases it on leaving the item or the screen. A claim held by someone else is
 * shown, never a lock: the decision keys still work.
 */
export function useReviewClaim(
  item: ItemKey | null,
  /** Another admin holds it: the screen asks the queue again, which skips claimed items. */
  onHeld: (message: string) => void,
): ClaimState {
  const [claim, setClaim] = useState<ClaimState>({ state: 'none' });
  const held = useRef(onHeld);
  held.current = onHeld;
  const kind = item?.kind;
  const id = item?.id;
  useEffect(() => {
    if (kind === undefined || id === undefined) return undefined;
    const key = { kind, id };
    let live = true;
    let mine = false;
    const take = () =>
      claimReviewItem(key).then(
        (held) => {
          mine = true;
          if (live) setClaim({ state: 'mine', tookOver: held.took_over });
        },
        (error: unknown) => {
          const apiError = normaliseApiError(error);
          if (!live) return;
          if (apiError.status !== 409) return setClaim({ state: 'none' });
          setClaim({ state: 'held', message: apiError.message });
          held.current(apiError.message);
        },
      );
    setClaim({ state: 'none' });
    void take();
    const timer = setInterval(() => void take(), RENEW_MS);
    return () => {
      live = false;
      clearInterval(timer);
      if (mine) void releaseReviewItem(key).catch(() => undefined);
    };
  }, [kind, id]);
  return claim;
}

import { useCallback } from 'react';
import {
  isSeparationOfDuties,
  normaliseApiError,
  SECOND_APPROVAL_REFUSED,
  usePendingActions,
} from '@rewards/shared';
import { notify } from '@rewards/shared/ui-admin';
import type { ReviewItem } from '@rewards/contract';
import { decideReviewItem } from './review-api';
import { decidedText } from './review-texts';

/**
 * Approve / reject through the queue's decision route (the kind's own service on the server).
 * Pessimistic: the item leaves the queue once the server says it was decided; a refusal keeps
 * it and says why. One request per item at a time.
 */
export function useReviewDecision(onDecided: (item: ReviewItem) => void) {
  const { run, isPending } = usePendingActions();
  const decide = useCallback(
    (item: ReviewItem, decision: 'approve' | 'reject', reason?: string) =>
      run(`decide:${item.kind}:${item.id}`, async () => {
        try {
          const done = await decideReviewItem(item, { decision, ...(reason ? { reason } : {}) });
          notify('success', 'Updated!', decidedText(item, done.outcome));
          onDecided(item);
        } catch (error) {
          const apiError = normaliseApiError(error);
          if (isSeparationOfDuties(apiError))
            return notify('warning', SECOND_APPROVAL_REFUSED, apiError.message);
          if (apiError.status === 409) {
            // Decided elsewhere meanwhile: it no longer waits here.
            notify('warning', 'Already decided', apiError.message);
            if (apiError.reason === 'already_decided') onDecided(item);
            return undefined;
          }
          console.error('[mfe-payments] review decision failed', item.kind, item.id, error);
          notify('error', 'Failed to decide', apiError.message);
        }
        return undefined;
      }),
    [run, onDecided],
  );
  const isDeciding = useCallback(
    (item: ReviewItem | null) => !!item && isPending(`decide:${item.kind}:${item.id}`),
    [isPending],
  );
  return { decide, isDeciding };
}

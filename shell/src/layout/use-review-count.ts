import type { ReviewQueueResponse } from '@rewards/contract';
import { apiClient, DATA_SETS, usePermission } from '@rewards/shared';
import { useQuery } from '@rewards/shared/query';

/**
 * The Review Queue entry's badge: how many items wait for this admin's decision. Unlike the
 * stream's counts it is per admin (own first approvals and others' claims are not counted), so
 * it is the queue's own count (one item asked for); a change of any money item refreshes it
 * (DATA_SETS.reviewQueue). Null without the permission or while unknown.
 */
export function useReviewCount(): number | null {
  const permitted = usePermission('payments:decide');
  const { data } = useQuery({
    queryKey: [DATA_SETS.reviewQueue, 'count'],
    queryFn: async () => {
      const { data: answer } = await apiClient.get<ReviewQueueResponse>('/review/queue', {
        params: { limit: 1 },
      });
      return answer.data.count;
    },
    enabled: permitted,
  });
  return permitted ? (data ?? null) : null;
}

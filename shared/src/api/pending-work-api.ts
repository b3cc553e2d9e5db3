import type { EventCounts, EventCountsResponse } from '@rewards/contract';
import { DATA_SETS } from './data-sets';
import { apiClient } from './http-client';

/** The sidebar's counts of pending work; the event stream's `counts` event puts them here too. */
export const pendingWorkKeys = {
  all: [DATA_SETS.pendingWork] as const,
  counts: () => [DATA_SETS.pendingWork, 'counts'] as const,
};

/** Pending withdrawals, due payments and unread messages (null where the role may not see). */
export async function fetchPendingWork(): Promise<EventCounts> {
  const { data } = await apiClient.get<EventCountsResponse>('/events/counts');
  return data.data;
}

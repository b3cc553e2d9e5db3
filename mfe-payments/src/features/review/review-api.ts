import { apiClient, DATA_SETS, userScopedKey } from '@rewards/shared';
import type {
  ReviewClaim,
  ReviewClaimResponse,
  ReviewContext,
  ReviewContextResponse,
  ReviewDecision,
  ReviewDecisionBody,
  ReviewDecisionResponse,
  ReviewItem,
  ReviewKind,
  ReviewQueuePage,
  ReviewQueueQuery,
  ReviewQueueResponse,
} from '@rewards/contract';

/**
 * Query keys (`DATA_SETS` convention). The queue: a withdrawal, top-up, wallet change or claim
 * event refreshes it. An item's context: a change of its user's account or money does.
 */
export const reviewKeys = {
  queues: () => [DATA_SETS.reviewQueue, 'queue'] as const,
  queue: (filters: ReviewFilters) => [DATA_SETS.reviewQueue, 'queue', filters] as const,
  context: (item: ContextKey) =>
    [...userScopedKey(DATA_SETS.reviewContext, item.user_id), item.kind, item.id] as const,
};

export interface ItemKey {
  kind: ReviewKind;
  id: number;
}

/** An item as its context's key names it: with its user. */
export type ContextKey = ItemKey & Pick<ReviewItem, 'user_id'>;

export type ReviewFilters = Pick<ReviewQueueQuery, 'kind' | 'min' | 'max'>;

const itemPath = ({ kind, id }: ItemKey) => `/review/items/${kind}/${id}`;

/** One page of the queue (oldest first) after `cursor`. */
export async function fetchReviewQueue(
  filters: ReviewFilters,
  cursor?: string,
): Promise<ReviewQueuePage> {
  const params = { ...filters, ...(cursor ? { cursor } : {}) };
  const { data } = await apiClient.get<ReviewQueueResponse>('/review/queue', { params });
  return data.data;
}

export async function fetchReviewContext(item: ItemKey): Promise<ReviewContext> {
  const { data } = await apiClient.get<ReviewContextResponse>(`${itemPath(item)}/context`);
  return data.data;
}

/**
 * Claims the item for a few minutes, or renews this admin's claim (409 when another holds it).
 * Its live event is for the other admins' queues: this tab shows the item already and skips it.
 */
export async function claimReviewItem(item: ItemKey): Promise<ReviewClaim> {
  const { data } = await apiClient.post<ReviewClaimResponse>(`${itemPath(item)}/claim`, undefined, {
    appliesAnswer: true,
  });
  return data.data;
}

export async function releaseReviewItem(item: ItemKey): Promise<void> {
  await apiClient.delete(`${itemPath(item)}/claim`);
}

export async function decideReviewItem(
  item: ItemKey,
  body: ReviewDecisionBody,
): Promise<ReviewDecision> {
  const { data } = await apiClient.post<ReviewDecisionResponse>(`${itemPath(item)}/decision`, body);
  return data.data;
}

export const sameItem = (a: ItemKey | null | undefined, b: ItemKey | null | undefined) =>
  !!a && !!b && a.kind === b.kind && a.id === b.id;

export type { ReviewItem };

import { QueryObserver } from '@tanstack/react-query';
import type { LiveEvent } from '@rewards/contract';
import { DATA_SETS, userScopedKey } from '@rewards/shared';
import { createQueryClient } from '../query-client';
import { markApplied, refreshChanged } from './live-routing';

// A review item's context is keyed by its user: a change refreshes that user's contexts only,
// so a decision on one user's item leaves the next item's prefetched context fresh.

const change = (type: LiveEvent['type'], userId: number | null): LiveEvent => ({
  ...{ id: 1, type, entityId: 40, at: 1, adminId: 1, userId, status: 'completed' },
});

const contextKey = (userId: number) => [
  ...userScopedKey(DATA_SETS.reviewContext, userId),
  'withdrawal',
  userId * 10,
];

/** The contexts of users 7 (on screen) and 8 (prefetched, not observed), both fetched. */
async function twoContexts() {
  const client = createQueryClient({ retry: false });
  const queryFn = jest.fn(() => Promise.resolve({ signals: [] }));
  const observer = new QueryObserver(client, { queryKey: contextKey(7), queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await client.prefetchQuery({ queryKey: contextKey(8), queryFn });
  await client.refetchQueries();
  queryFn.mockClear();
  const state = (userId: number) => client.getQueryState(contextKey(userId));
  return { client, queryFn, unsubscribe, state };
}

describe('contexts keyed by their user', () => {
  it.each([
    'withdrawal.updated',
    'wallet_transaction.updated',
    'wallet_change.created',
    'crypto_payment.updated',
    'user.updated',
  ] as const)("%s of a user refetches that user's context only", async (type) => {
    const { client, queryFn, unsubscribe, state } = await twoContexts();
    refreshChanged(client, [change(type, 7)]);
    expect(state(7)?.fetchStatus).toBe('fetching');
    expect(state(8)?.isInvalidated).toBe(false);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('leaves every context alone for a claim or a change of something else', async () => {
    const { client, queryFn, unsubscribe, state } = await twoContexts();
    refreshChanged(client, [change('review_claim.created', null), change('banner.updated', null)]);
    expect([state(7)?.isInvalidated, state(8)?.isInvalidated]).toEqual([false, false]);
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('refreshes every context for a money change that names no user', async () => {
    const { client, unsubscribe, state } = await twoContexts();
    refreshChanged(client, [change('withdrawal.updated', null)]);
    expect(state(7)?.fetchStatus).toBe('fetching');
    expect(state(8)?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it("marks the user's contexts stale without a request for a change this tab applied", async () => {
    const { client, queryFn, unsubscribe, state } = await twoContexts();
    markApplied(client, [change('withdrawal.updated', 8)]);
    expect(state(8)?.isInvalidated).toBe(true);
    expect(state(7)?.isInvalidated).toBe(false);
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });
});

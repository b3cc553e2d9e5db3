import { QueryObserver } from '@tanstack/react-query';
import type { LiveEvent } from '@rewards/contract';
import { LISTS } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import { createQueryClient } from '../query-client';
import { HOLDS_NEW_ROWS, refreshChanged, staleDataSets } from './live-routing';

const change = (type: LiveEvent['type']): LiveEvent => ({
  id: 1,
  type,
  entityId: 7,
  at: 1,
  adminId: null,
  userId: 7,
  status: 'ok',
});

/** One user-list window on screen, its observer holding new rows or not. */
function windowOnScreen(hold: boolean) {
  const client = createQueryClient({ retry: false });
  const queryFn = jest.fn(() => Promise.resolve(['row']));
  const observer = new QueryObserver(client, {
    queryKey: ['users', 'list', {}, 0],
    queryFn,
    meta: { [HOLDS_NEW_ROWS]: hold },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, queryFn, unsubscribe };
}

const stateOf = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryState(['users', 'list', {}, 0]);

describe('refreshChanged and lists holding new rows', () => {
  it('marks a held list stale without fetching it when the changes only add rows', async () => {
    const { client, queryFn, unsubscribe } = windowOnScreen(true);
    await client.refetchQueries();
    const fetched = queryFn.mock.calls.length;

    refreshChanged(client, [change('user.created'), change('user.created')]);
    await Promise.resolve();
    expect(stateOf(client)?.isInvalidated).toBe(true);
    expect(stateOf(client)?.fetchStatus).toBe('idle');
    expect(queryFn).toHaveBeenCalledTimes(fetched);

    // A change to a row shown must still reach the screen, held or not.
    refreshChanged(client, [change('user.created'), change('user.updated')]);
    expect(stateOf(client)?.fetchStatus).toBe('fetching');
    unsubscribe();
  });

  it('fetches a list that does not hold new rows again at once', async () => {
    const { client, unsubscribe } = windowOnScreen(false);
    await client.refetchQueries();
    refreshChanged(client, [change('user.created')]);
    expect(stateOf(client)?.fetchStatus).toBe('fetching');
    unsubscribe();
  });
});

describe('the review queue', () => {
  it.each(['withdrawal.updated', 'wallet_transaction.updated', 'wallet_change.updated'] as const)(
    'is stale after %s, so an item decided anywhere leaves every open queue',
    (type) => {
      expect(staleDataSets([change(type)])).toContain('review-queue');
    },
  );

  it.each(['review_claim.created', 'review_claim.updated', 'review_claim.deleted'] as const)(
    'is stale after %s, so a claimed item is skipped and a released one offered again',
    (type) => {
      expect(staleDataSets([change(type)])).toEqual(['review-queue']);
    },
  );

  it('is not stale after a change of something it does not list', () => {
    expect(staleDataSets([change('banner.created'), change('user.updated')])).not.toContain(
      'review-queue',
    );
  });
});

// Decision 065: a list's declaration names its data set and live entity; the routing must
// refresh that data set on the entity's changes, or the screen would never see them.
describe('every registered list', () => {
  it.each(LISTS.map((list) => [list.key, list] as const))(
    '%s: its data set is a DATA_SETS name its entity refreshes',
    (_key, list) => {
      expect(Object.values(DATA_SETS)).toContain(list.dataSet);
      if (list.entity === null) return;
      for (const action of ['created', 'updated', 'deleted'] as const)
        expect(staleDataSets([change(`${list.entity}.${action}`)])).toContain(list.dataSet);
    },
  );
});

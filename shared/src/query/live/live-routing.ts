import type { EventCounts, LiveEvent } from '@rewards/contract';
import { entityOf, type EventEntity } from '@rewards/contract/events';
import { DATA_SETS, pendingWorkKeys, type DataSet, userScopedKey } from '@rewards/shared';
import type { Query, QueryClient } from '@tanstack/react-query';

/** The data sets an entity's change makes stale, beyond its own list. */
const STALE_ON_CHANGE: Readonly<Record<EventEntity, readonly DataSet[]>> = {
  user: [DATA_SETS.users, DATA_SETS.dashboard],
  wallet_transaction: [DATA_SETS.walletTransactions, DATA_SETS.dashboard, DATA_SETS.reviewQueue],
  withdrawal: [DATA_SETS.withdrawals, DATA_SETS.dashboard, DATA_SETS.reviewQueue],
  crypto_payment: [DATA_SETS.cryptoPayments, DATA_SETS.dashboard],
  contact_message: [DATA_SETS.contactMessages],
  banner: [DATA_SETS.banners],
  quiz: [DATA_SETS.quizzes, DATA_SETS.quizzesAndVideos],
  video: [DATA_SETS.videos, DATA_SETS.quizzesAndVideos],
  notification: [DATA_SETS.notifications],
  upi_settings: [DATA_SETS.upiSettings],
  wallet_change: [DATA_SETS.walletChanges, DATA_SETS.reviewQueue],
  // Another admin claimed or released an item: the queue skips it or offers it again.
  review_claim: [DATA_SETS.reviewQueue],
};

/**
 * Data sets keyed by app user (`userScopedKey`) that an entity's change makes stale for the
 * user it names only. A review item's context: a decision on one user's withdrawal leaves the
 * next item's prefetched context fresh unless it is the same user's.
 */
const STALE_FOR_USER: Readonly<Partial<Record<EventEntity, readonly DataSet[]>>> = {
  user: [DATA_SETS.reviewContext],
  wallet_transaction: [DATA_SETS.reviewContext],
  withdrawal: [DATA_SETS.reviewContext],
  crypto_payment: [DATA_SETS.reviewContext],
  wallet_change: [DATA_SETS.reviewContext],
};

/** The key prefixes of the user-scoped queries a batch of changes makes stale (each once). */
export function staleUserKeys(events: readonly LiveEvent[]): (readonly unknown[])[] {
  const keys = new Map<string, readonly unknown[]>();
  for (const event of events) {
    for (const set of STALE_FOR_USER[entityOf(event.type)] ?? []) {
      // A change that names no user could be anyone's.
      const key = event.userId === null ? [set] : userScopedKey(set, event.userId);
      keys.set(JSON.stringify(key), key);
    }
  }
  return [...keys.values()];
}

/** Which data sets a batch of changes makes stale (each once). */
export function staleDataSets(events: readonly LiveEvent[]): DataSet[] {
  const sets = new Set<DataSet>();
  for (const event of events) {
    for (const set of STALE_ON_CHANGE[entityOf(event.type)]) sets.add(set);
  }
  return [...sets];
}

/**
 * A query observed with meta `holdsNewRows` (a server-paged list while the admin looks
 * somewhere in particular) is not refetched for changes that only add rows: the rows in view
 * must not move; the screen counts the new rows and fetches again when the admin asks
 * (`useLiveRows`). Observers are asked, not the query's own options, which are whichever
 * observer rendered last.
 */
export const HOLDS_NEW_ROWS = 'holdsNewRows';
const holdsNewRows = (query: Query) =>
  query.observers.some((observer) => observer.options.meta?.[HOLDS_NEW_ROWS] === true);

/** Whether every change of a batch that touches this data set only adds a row. */
const onlyAdds = (events: readonly LiveEvent[], set: DataSet) =>
  events
    .filter((event) => STALE_ON_CHANGE[entityOf(event.type)].includes(set))
    .every((event) => event.type.endsWith('.created'));

/**
 * Marks every query of the changed data sets stale: what is on screen is fetched again (in
 * whichever remote shows it), the rest when it is next shown.
 */
export function refreshChanged(client: QueryClient, events: readonly LiveEvent[]): void {
  for (const queryKey of staleUserKeys(events)) void client.invalidateQueries({ queryKey });
  for (const set of staleDataSets(events)) {
    if (!onlyAdds(events, set)) {
      void client.invalidateQueries({ queryKey: [set] });
      continue;
    }
    const queryKey = [set];
    void client.invalidateQueries({ queryKey, predicate: (query) => !holdsNewRows(query) });
    void client.invalidateQueries({ queryKey, predicate: holdsNewRows, refetchType: 'none' });
  }
}

/**
 * Changes this tab made and already applied from their answers (`appliesAnswer`): the list
 * that shows them holds them, so nothing is fetched; the other data sets they touch (the
 * dashboard's figures) are only marked stale, for when they are next shown.
 */
export function markApplied(client: QueryClient, events: readonly LiveEvent[]): void {
  for (const queryKey of staleUserKeys(events))
    void client.invalidateQueries({ queryKey, refetchType: 'none' });
  const shown = new Set(events.map((event) => STALE_ON_CHANGE[entityOf(event.type)][0]));
  for (const set of staleDataSets(events)) {
    if (!shown.has(set)) void client.invalidateQueries({ queryKey: [set], refetchType: 'none' });
  }
}

/** Some changes were missed (the stream's `reset`): everything shown is fetched again. */
export function refreshEverything(client: QueryClient): void {
  void client.invalidateQueries();
}

/** The stream sends the counts whenever they may change: no request needed. */
export function putCounts(client: QueryClient, counts: EventCounts): void {
  client.setQueryData(pendingWorkKeys.counts(), counts);
}

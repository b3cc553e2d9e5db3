import type { EventCounts, LiveEvent } from '@rewards/contract';
import { entityOf, type EventEntity } from '@rewards/contract/events';
import { DATA_SETS, pendingWorkKeys, type DataSet } from '@rewards/shared';
import type { QueryClient } from '@tanstack/react-query';

/** The data sets an entity's change makes stale, beyond its own list. */
const STALE_ON_CHANGE: Readonly<Record<EventEntity, readonly DataSet[]>> = {
  user: [DATA_SETS.users, DATA_SETS.dashboard],
  wallet_transaction: [DATA_SETS.walletTransactions, DATA_SETS.dashboard],
  withdrawal: [DATA_SETS.withdrawals, DATA_SETS.dashboard],
  crypto_payment: [DATA_SETS.cryptoPayments, DATA_SETS.dashboard],
  contact_message: [DATA_SETS.contactMessages],
  banner: [DATA_SETS.banners],
  quiz: [DATA_SETS.quizzesAndVideos],
  video: [DATA_SETS.quizzesAndVideos],
  notification: [DATA_SETS.notifications],
  upi_settings: [DATA_SETS.upiSettings],
};

/** Which data sets a batch of changes makes stale (each once). */
export function staleDataSets(events: readonly LiveEvent[]): DataSet[] {
  const sets = new Set<DataSet>();
  for (const event of events) {
    for (const set of STALE_ON_CHANGE[entityOf(event.type)]) sets.add(set);
  }
  return [...sets];
}

/**
 * Marks every query of the changed data sets stale: what is on screen is fetched again (in
 * whichever remote shows it), the rest when it is next shown.
 */
export function refreshChanged(client: QueryClient, events: readonly LiveEvent[]): void {
  for (const set of staleDataSets(events)) void client.invalidateQueries({ queryKey: [set] });
}

/** Some changes were missed (the stream's `reset`): everything shown is fetched again. */
export function refreshEverything(client: QueryClient): void {
  void client.invalidateQueries();
}

/** The stream sends the counts whenever they may change: no request needed. */
export function putCounts(client: QueryClient, counts: EventCounts): void {
  client.setQueryData(pendingWorkKeys.counts(), counts);
}

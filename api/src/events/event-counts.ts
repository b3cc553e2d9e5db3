import { COUNT_PERMISSIONS, type EventCounts, type Role, roleHas } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
// The one import of a domain below the domains (docs/architecture.md#the-inside-of-the-api):
// the stream's counts include content's unread messages, counted by content's own query.
// eslint-disable-next-line import-x/no-restricted-paths
import { countUnread } from '../content/contact-inbox';
import { readStatCounters } from '../db/stat-counters';

/** Every count, for admins who may see them all; `countsFor` hides what a role may not see. */
export async function computeCounts(db: Kysely<Database>): Promise<EventCounts> {
  // Kept by triggers in the same transaction as each change (migration 016).
  const counters = await readStatCounters(db);
  return {
    pendingWithdrawals: counters.pending_withdrawals ?? 0,
    duePayments: counters.due_payments ?? 0,
    // The inbox's own count, so the badge and the inbox never disagree.
    unreadMessages: await countUnread(db),
  };
}

export function countsFor(role: Role, counts: EventCounts): EventCounts {
  const visible = (key: keyof EventCounts) =>
    roleHas(role, COUNT_PERMISSIONS[key]) ? counts[key] : null;
  return {
    pendingWithdrawals: visible('pendingWithdrawals'),
    duePayments: visible('duePayments'),
    unreadMessages: visible('unreadMessages'),
  };
}

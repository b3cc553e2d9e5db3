import { COUNT_PERMISSIONS, type EventCounts, type Role, roleHas } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countUnread } from '../services/contact-inbox';

/** Every count, for admins who may see them all; `countsFor` hides what a role may not see. */
export async function computeCounts(db: Kysely<Database>): Promise<EventCounts> {
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const due = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('due', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    pendingWithdrawals: Number(withdrawals.n),
    duePayments: Number(due.n),
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

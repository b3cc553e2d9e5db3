import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { describeAuditAction } from '../lib/audit-actions';
import { formatMinor } from '../lib/money';
import type { RecentActivity } from '@rewards/contract';

/**
 * The newest `limit` events across payments, withdrawals, registrations and admin actions.
 * Each source contributes at most `limit` rows (indexed, newest first), then they are merged:
 * cheaper and more portable than one UNION with mixed ORDER BYs.
 */
export async function recentActivities(
  db: Kysely<Database>,
  limit = 20,
): Promise<RecentActivity[]> {
  const [payments, withdrawals, registrations, audits] = await Promise.all([
    db
      .selectFrom('wallet_transactions as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['w.id', 'w.amount_minor', 'w.method', 'w.status', 'w.payment_date', 'u.full_name'])
      .orderBy('w.payment_date', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['w.id', 'w.amount_minor', 'w.method', 'w.status', 'w.created_at', 'u.full_name'])
      .orderBy('w.created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'full_name', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['id', 'action', 'entity_id', 'at'])
      .orderBy('at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const all: RecentActivity[] = [
    ...payments.map((p) => ({
      id: `payment-${p.id}`,
      description: `Payment of ₹${formatMinor(p.amount_minor)} via ${p.method} from ${p.full_name} (${p.status})`,
      timestamp: p.payment_date,
      type: 'payment' as const,
    })),
    ...withdrawals.map((w) => ({
      id: `withdrawal-${w.id}`,
      description: `Withdrawal of ₹${formatMinor(w.amount_minor)} by ${w.full_name} via ${w.method} (${w.status})`,
      timestamp: w.created_at,
      type: 'withdrawal' as const,
    })),
    ...registrations.map((u) => ({
      id: `registration-${u.id}`,
      description: `New user registered: ${u.full_name}`,
      timestamp: u.created_at,
      type: 'registration' as const,
    })),
    ...audits.map((a) => ({
      id: `audit-${a.id}`,
      description: describeAuditAction(a.action, a.entity_id),
      timestamp: a.at,
      type: 'other' as const,
    })),
  ];
  return all
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, limit);
}

import type { Kysely } from 'kysely';
import { ACTIVITY_TYPES, type ActivityType, type RecentActivity } from '@rewards/contract';
import type { Database } from '../../db/schema';
import { activityTypeOf, auditActionsOf } from '../audit/audit-activity-types';
import {
  auditSentence,
  paymentSentence,
  registrationSentence,
  withdrawalSentence,
  type AuditRow,
  type AuditSubject,
} from './activity-sentences';

type Db = Kysely<Database>;
const NONE: never[] = [];

/**
 * The newest `limit` events across payments, withdrawals, registrations and admin actions, or
 * of the given `types` only (one type, so a busy day of registrations cannot push withdrawals
 * out of the list; or the types the admin's role may read).
 * Each source contributes at most `limit` rows (indexed, newest first), then they are merged:
 * cheaper and more portable than one UNION with mixed ORDER BYs.
 */
export async function recentActivities(
  db: Db,
  limit: number,
  types: readonly ActivityType[],
  /** Audit rows about these entities are left out (users, for a role without users:read). */
  hiddenEntities: readonly string[] = [],
): Promise<RecentActivity[]> {
  const wants = (source: ActivityType) => types.includes(source);
  const [payments, withdrawals, registrations, audits] = await Promise.all([
    wants('payment')
      ? db
          .selectFrom('wallet_transactions as w')
          .innerJoin('users as u', 'u.id', 'w.user_id')
          .select([
            'w.id',
            'w.user_id',
            'w.amount_minor',
            'w.method',
            'w.status',
            'w.payment_date',
            'u.full_name',
          ])
          .orderBy('w.payment_date', 'desc')
          .limit(limit)
          .execute()
      : NONE,
    wants('withdrawal')
      ? db
          .selectFrom('withdrawals as w')
          .innerJoin('users as u', 'u.id', 'w.user_id')
          .select([
            'w.id',
            'w.user_id',
            'w.amount_minor',
            'w.method',
            'w.status',
            'w.created_at',
            'u.full_name',
          ])
          .orderBy('w.created_at', 'desc')
          .limit(limit)
          .execute()
      : NONE,
    wants('registration')
      ? db
          .selectFrom('users')
          .select(['id', 'full_name', 'created_at'])
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute()
      : NONE,
    recentAudits(db, limit, types, hiddenEntities),
  ]);
  const subjects = await auditSubjects(db, audits);
  const all: RecentActivity[] = [
    ...payments.map((p) => ({
      id: `payment-${p.id}`,
      description: paymentSentence(p),
      timestamp: p.payment_date,
      type: 'payment' as const,
      userId: p.user_id,
    })),
    ...withdrawals.map((w) => ({
      id: `withdrawal-${w.id}`,
      description: withdrawalSentence(w),
      timestamp: w.created_at,
      type: 'withdrawal' as const,
      userId: w.user_id,
    })),
    ...registrations.map((u) => ({
      id: `registration-${u.id}`,
      description: registrationSentence(u),
      timestamp: u.created_at,
      type: 'registration' as const,
      userId: u.id,
    })),
    ...audits.map((a) => {
      const subject = subjects(a);
      return {
        id: `audit-${a.id}`,
        description: auditSentence(a, subject),
        timestamp: a.at,
        type: activityTypeOf(a.action),
        userId: subject.userId,
      };
    }),
  ];
  return all
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, limit);
}

function recentAudits(
  db: Db,
  limit: number,
  types: readonly ActivityType[],
  hiddenEntities: readonly string[],
) {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'action', 'entity', 'entity_id', 'before_json', 'after_json', 'at'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (hiddenEntities.length > 0) query = query.where('entity', 'not in', hiddenEntities);
  if (types.includes('other')) {
    // "Other" is every action not typed otherwise, including actions older code wrote, so
    // the types not wanted are left out rather than the wanted ones listed.
    const unwanted = ACTIVITY_TYPES.filter((t) => !types.includes(t)).flatMap(auditActionsOf);
    if (unwanted.length > 0) query = query.where('action', 'not in', unwanted);
  } else {
    const actions = types.flatMap(auditActionsOf);
    if (actions.length === 0) return Promise.resolve([]);
    query = query.where('action', 'in', actions);
  }
  return query.execute();
}

/** Names and amounts of what the audit rows are about, in one query per entity kind. */
async function auditSubjects(
  db: Db,
  audits: (AuditRow & { entity: string })[],
): Promise<(row: AuditRow & { entity: string }) => AuditSubject> {
  const idsOf = (entity: string) => [
    ...new Set(
      audits.filter((a) => a.entity === entity && a.entity_id !== null).map((a) => a.entity_id!),
    ),
  ];
  const [withdrawalIds, paymentIds, userIds, adminIds] = [
    idsOf('withdrawal'),
    idsOf('wallet_transaction'),
    idsOf('user'),
    idsOf('admin'),
  ];
  const [withdrawals, payments, users, admins] = await Promise.all([
    withdrawalIds.length === 0
      ? NONE
      : db
          .selectFrom('withdrawals as w')
          .innerJoin('users as u', 'u.id', 'w.user_id')
          .select(['w.id', 'w.user_id', 'w.amount_minor', 'u.full_name'])
          .where('w.id', 'in', withdrawalIds)
          .execute(),
    paymentIds.length === 0
      ? NONE
      : db
          .selectFrom('wallet_transactions as w')
          .innerJoin('users as u', 'u.id', 'w.user_id')
          .select(['w.id', 'w.user_id', 'w.amount_minor', 'u.full_name'])
          .where('w.id', 'in', paymentIds)
          .execute(),
    userIds.length === 0
      ? NONE
      : db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', userIds).execute(),
    // An admin by email, as every screen names admins (the admin review: not "Changed admin #5").
    adminIds.length === 0
      ? NONE
      : db.selectFrom('admins').select(['id', 'email']).where('id', 'in', adminIds).execute(),
  ]);
  const byEntity: Record<string, Map<number, AuditSubject>> = {
    withdrawal: new Map(
      withdrawals.map((w) => [
        w.id,
        { name: w.full_name, amountMinor: w.amount_minor, userId: w.user_id },
      ]),
    ),
    wallet_transaction: new Map(
      payments.map((p) => [
        p.id,
        { name: p.full_name, amountMinor: p.amount_minor, userId: p.user_id },
      ]),
    ),
    user: new Map(users.map((u) => [u.id, { name: u.full_name, amountMinor: null, userId: u.id }])),
    admin: new Map(admins.map((a) => [a.id, { name: a.email, amountMinor: null, userId: null }])),
  };
  // A deleted user's rows still name them by id: their page says they were deleted.
  const unknown = (row: AuditRow & { entity: string }): AuditSubject => ({
    name: null,
    amountMinor: null,
    userId: row.entity === 'user' ? row.entity_id : null,
  });
  return (row) =>
    (row.entity_id === null ? undefined : byEntity[row.entity]?.get(row.entity_id)) ?? unknown(row);
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { formatMinor } from '../lib/money';
import { notFound } from '../lib/http-error';
import type { WalletChange } from '@rewards/contract';

type Db = Kysely<Database> | Transaction<Database>;

/** Decision 035: the two-person rule as it applies to wallet changes. */
export interface WalletRule {
  /** The withdrawals' threshold in minor units (0: off): above it a change waits. */
  secondApprovalAboveMinor: number;
  /** One user's single-admin changes in this many hours add up against the threshold. */
  windowHours: number;
  /** Decision 027: approvers' accounts untouched by any admin for this long. */
  coolingOffHours: number;
}

export const walletRuleOf = (config: {
  withdrawalSecondApprovalAbove: number;
  walletChangeWindowHours: number;
  secondApproverCoolingOffHours: number;
}): WalletRule => ({
  secondApprovalAboveMinor: config.withdrawalSecondApprovalAbove * 100,
  windowHours: config.walletChangeWindowHours,
  coolingOffHours: config.secondApproverCoolingOffHours,
});

function changeQuery(db: Db) {
  return db
    .selectFrom('wallet_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('admins as ra', 'ra.id', 'c.requested_by')
    .leftJoin('admins as da', 'da.id', 'c.decided_by')
    .select([
      'c.id',
      'c.user_id',
      'u.full_name',
      'u.email',
      'c.from_minor',
      'c.to_minor',
      'c.status',
      'ra.email as requested_by',
      'c.requested_at',
      'da.email as decided_by',
      'c.decided_at',
    ]);
}

type ChangeRow = Awaited<ReturnType<ReturnType<typeof changeQuery>['executeTakeFirstOrThrow']>>;

const toApi = ({ from_minor, to_minor, ...rest }: ChangeRow): WalletChange => ({
  ...rest,
  from: formatMinor(from_minor),
  to: formatMinor(to_minor),
});

export async function getWalletChange(db: Db, id: number): Promise<WalletChange> {
  const row = await changeQuery(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Wallet change not found');
  return toApi(row);
}

/** The approvers' screen: every pending change, oldest first (few: each needs a person). */
export async function pendingWalletChanges(db: Db): Promise<WalletChange[]> {
  const rows = await changeQuery(db)
    .where('c.status', '=', 'pending')
    .orderBy('c.id')
    .limit(500)
    .execute();
  return rows.map(toApi);
}

/** How much one admin alone moved this user's balance within the window (minor units). */
export async function singleAdminMovedMinor(
  db: Db,
  userId: number,
  at: string,
  windowHours: number,
): Promise<number> {
  const since = new Date(Date.parse(at) - windowHours * 3_600_000).toISOString();
  const rows = await db
    .selectFrom('wallet_changes')
    .select(['from_minor', 'to_minor'])
    .where('user_id', '=', userId)
    .where('requested_at', '>', since)
    .where('status', '=', 'applied')
    .execute();
  return rows.reduce((sum, row) => sum + Math.abs(row.to_minor - row.from_minor), 0);
}

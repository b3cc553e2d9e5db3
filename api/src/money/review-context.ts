import {
  REVIEW_PAST_WITHDRAWALS,
  type ReviewContext,
  type ReviewKind,
  type ReviewSignal,
} from '@rewards/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../lib/http-error';
import { formatMinor } from '../lib/money';
import { userById } from '../users/user-detail';
import { toItem } from './review-queue';
import type { ReviewerScope } from './review-scope';
import { rowOf } from './review-sources';
import {
  accountAgeDays,
  amountVsMedian,
  type Destination,
  firstWithdrawal,
  newAccount,
  otherUsersOf,
  referralSharesDestination,
  sharedDestination,
  withdrawalsLastDay,
} from './review-signals';

type Db = Kysely<Database>;

/**
 * The user's completed total of a table. The status is tested inside the sum, not in WHERE:
 * with `status = ?` there, SQLite (no statistics) plans on the lists' (status, id) index and
 * reads every completed row of the table (400 ms at 1,000,000 users) instead of the user's.
 */
const completedSum = async (
  db: Db,
  table: 'withdrawals' | 'wallet_transactions',
  userId: number,
) => {
  const row = await db
    .selectFrom(table)
    .select(
      sql<
        number | string | null
      >`sum(case when status = 'completed' then amount_minor else 0 end)`.as('total'),
    )
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return formatMinor(Number(row.total ?? 0));
};

/** The withdrawal's or top-up's own fields the queue row leaves out. */
async function detailsOf(db: Db, kind: ReviewKind, id: number) {
  if (kind === 'withdrawal') {
    const w = await db
      .selectFrom('withdrawals')
      .select([
        'message',
        'upi_address',
        'crypto_address',
        'crypto_network',
        'bank_holder_name',
        'bank_name',
        'ifsc_code',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const bank = w.bank_name
      ? [w.bank_holder_name, w.bank_name, w.ifsc_code].filter(Boolean).join(', ')
      : null;
    const destination: Destination | null = w.upi_address
      ? { table: 'withdrawals', column: 'upi_address', value: w.upi_address }
      : w.crypto_address
        ? { table: 'withdrawals', column: 'crypto_address', value: w.crypto_address }
        : null;
    return { message: w.message, network: w.crypto_network, bank, proof_url: null, destination };
  }
  if (kind === 'wallet_topup') {
    const t = await db
      .selectFrom('wallet_transactions')
      .select(['utr_number', 'screenshot_file'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const destination: Destination = {
      table: 'wallet_transactions',
      column: 'utr_number',
      value: t.utr_number,
    };
    const proof_url = t.screenshot_file ? `/api/wallet/${id}/screenshot` : null;
    return { message: null, network: null, bank: null, proof_url, destination };
  }
  return { message: null, network: null, bank: null, proof_url: null, destination: null };
}

/**
 * An item with what deciding it needs: the user's facts, their latest withdrawals and the
 * signals that apply to its kind. Every read is one user's rows, one destination's or one row
 * by key: the cost follows the item, not the tables.
 */
export async function reviewContext(
  db: Db,
  scope: ReviewerScope,
  kind: ReviewKind,
  id: number,
): Promise<ReviewContext> {
  const row = await rowOf(db, kind, id);
  if (!row) throw notFound('No such item to review');
  const [user, details] = await Promise.all([userById(db, row.user_id), detailsOf(db, kind, id)]);
  const [topUps, withdrawn, referrer, referred, past, claim] = await Promise.all([
    completedSum(db, 'wallet_transactions', user.id),
    completedSum(db, 'withdrawals', user.id),
    user.under_ref
      ? db
          .selectFrom('users')
          .select(['id', 'full_name'])
          .where('reference_code', '=', user.under_ref)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('under_ref', '=', user.reference_code)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals as w')
      .leftJoin('admins as a', 'a.id', 'w.decided_by')
      .select(['w.id', 'w.amount_minor', 'w.status', 'w.created_at', 'a.email as decided_by'])
      .where('w.user_id', '=', user.id)
      .where('w.id', '!=', kind === 'withdrawal' ? id : 0)
      .orderBy('w.id', 'desc')
      .limit(REVIEW_PAST_WITHDRAWALS)
      .execute(),
    db
      .selectFrom('review_claims as c')
      .innerJoin('admins as a', 'a.id', 'c.admin_id')
      .select(['a.email as held_by', 'c.expires_at'])
      .where('c.kind', '=', kind)
      .where('c.item_id', '=', id)
      .where('c.expires_at', '>', scope.at)
      .executeTakeFirst(),
  ]);
  const { destination, ...rest } = details;
  return {
    item: toItem(kind, row, scope),
    ...rest,
    user,
    account_age_days: accountAgeDays(user.created_at, scope.at),
    lifetime_top_ups: topUps,
    lifetime_withdrawals: withdrawn,
    referred_by: referrer ?? null,
    referred_count: Number(referred.n),
    past_withdrawals: past.map(({ amount_minor, ...w }) => ({
      ...w,
      amount: formatMinor(amount_minor),
    })),
    signals: await signalsOf(db, kind, id, row.amount_minor, user, destination, scope.at),
    claim: claim ?? null,
  };
}

async function signalsOf(
  db: Db,
  kind: ReviewKind,
  id: number,
  amountMinor: number,
  user: { id: number; created_at: string; reference_code: string; under_ref: string | null },
  destination: Destination | null,
  at: string,
): Promise<ReviewSignal[]> {
  const signals: Promise<ReviewSignal>[] = [];
  if (kind === 'withdrawal') {
    signals.push(firstWithdrawal(db, user.id, id), amountVsMedian(db, user.id, id, amountMinor));
  }
  if (destination) {
    const others = await otherUsersOf(db, user.id, destination);
    signals.push(
      Promise.resolve(sharedDestination(destination, others)),
      referralSharesDestination(db, user, destination, others),
    );
  }
  signals.push(
    withdrawalsLastDay(db, user.id, at),
    Promise.resolve(newAccount(user.created_at, at)),
  );
  return Promise.all(signals);
}

import type { ReviewSignal } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatRupeesMinor } from '../lib/money';

// The review context's signals: each one indexed query over one user's rows or one
// destination's, with the fact in words. None decides; they say where to look twice.

/** An account younger than this many days is raised. */
export const NEW_ACCOUNT_DAYS = 7;
/** An amount this many times the user's median is raised, once there are enough to compare. */
export const MEDIAN_FACTOR = 5;
export const MEDIAN_MIN_HISTORY = 3;
/** The median reads the user's latest this many other withdrawals (a bounded read). */
const MEDIAN_WINDOW = 50;
/** Other users counted per destination; beyond it the text says "50 or more". */
export const SHARED_CAP = 50;
const LINKS = 5;

type Db = Kysely<Database>;
const DAY = 86_400_000;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export async function firstWithdrawal(db: Db, userId: number, id: number): Promise<ReviewSignal> {
  const { n } = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('id', '<', id)
    .executeTakeFirstOrThrow();
  const earlier = Number(n);
  return {
    code: 'first_withdrawal',
    raised: earlier === 0,
    text:
      earlier === 0
        ? 'First withdrawal of this user'
        : `This user asked for ${plural(earlier, 'withdrawal')} before this one`,
    user_ids: [],
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function amountVsMedian(
  db: Db,
  userId: number,
  id: number,
  amountMinor: number,
): Promise<ReviewSignal> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('amount_minor')
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .orderBy('id', 'desc')
    .limit(MEDIAN_WINDOW)
    .execute();
  const base = { code: 'amount_vs_median' as const, user_ids: [] };
  if (rows.length < MEDIAN_MIN_HISTORY) {
    return {
      ...base,
      raised: false,
      text: `Too little history to compare: ${plural(rows.length, 'other withdrawal')}`,
    };
  }
  const mid = median(rows.map((row) => row.amount_minor));
  const ratio = amountMinor / mid;
  return {
    ...base,
    raised: ratio >= MEDIAN_FACTOR,
    text: `${formatRupeesMinor(amountMinor)} is ${ratio.toFixed(1)}x this user's median withdrawal of ${formatRupeesMinor(mid)} (over ${plural(rows.length, 'other withdrawal')})`,
  };
}

export type Destination =
  | { table: 'withdrawals'; column: 'upi_address' | 'crypto_address'; value: string }
  | { table: 'wallet_transactions'; column: 'utr_number'; value: string };

const DESTINATION_LABEL = {
  upi_address: 'UPI id',
  crypto_address: 'crypto address',
  utr_number: 'UTR',
} as const;

/** Other users with the same destination, up to SHARED_CAP + 1 (an index-only read). */
export async function otherUsersOf(db: Db, userId: number, d: Destination): Promise<number[]> {
  const rows = await db
    .selectFrom(d.table)
    .select('user_id')
    .distinct()
    .where(d.column, '=', d.value)
    .where('user_id', '!=', userId)
    .orderBy('user_id')
    .limit(SHARED_CAP + 1)
    .execute();
  return rows.map((row) => row.user_id);
}

export function sharedDestination(d: Destination, others: number[]): ReviewSignal {
  const label = DESTINATION_LABEL[d.column];
  const count = others.length > SHARED_CAP ? `${SHARED_CAP} or more` : String(others.length);
  return {
    code: 'shared_destination',
    raised: others.length > 0,
    text:
      others.length === 0
        ? `No other user used the ${label} ${d.value}`
        : `The ${label} ${d.value} was also used by ${count} other ${others.length === 1 ? 'user' : 'users'}`,
    user_ids: others.slice(0, LINKS),
  };
}

/** A referrer or referee of the user among those sharing the destination. */
export async function referralSharesDestination(
  db: Db,
  user: { reference_code: string; under_ref: string | null },
  d: Destination,
  others: number[],
): Promise<ReviewSignal> {
  const linked =
    others.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'full_name', 'reference_code'])
          .where('id', 'in', others.slice(0, SHARED_CAP))
          .where((eb) =>
            eb.or([
              eb('under_ref', '=', user.reference_code),
              ...(user.under_ref ? [eb('reference_code', '=', user.under_ref)] : []),
            ]),
          )
          .limit(LINKS)
          .execute();
  const label = DESTINATION_LABEL[d.column];
  return {
    code: 'referral_shares_destination',
    raised: linked.length > 0,
    text:
      linked.length === 0
        ? `No referrer or referee of this user used this ${label}`
        : `${linked
            .map(
              (u) =>
                `${u.reference_code === user.under_ref ? 'Referrer' : 'Referee'} ${u.full_name} (user #${u.id})`,
            )
            .join(', ')} used the same ${label}`,
    user_ids: linked.map((u) => u.id),
  };
}

export async function withdrawalsLastDay(
  db: Db,
  userId: number,
  at: string,
): Promise<ReviewSignal> {
  const since = new Date(Date.parse(at) - DAY).toISOString();
  const { n } = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const count = Number(n);
  return {
    code: 'withdrawals_24h',
    raised: count > 1,
    text: `${plural(count, 'withdrawal')} by this user in the last 24 h`,
    user_ids: [],
  };
}

export function newAccount(createdAt: string, at: string): ReviewSignal {
  const days = Math.floor((Date.parse(at) - Date.parse(createdAt)) / DAY);
  return {
    code: 'new_account',
    raised: days < NEW_ACCOUNT_DAYS,
    text:
      days < NEW_ACCOUNT_DAYS
        ? `Account created ${plural(days, 'day')} ago, younger than ${NEW_ACCOUNT_DAYS} days`
        : `Account created ${plural(days, 'day')} ago`,
    user_ids: [],
  };
}

export const accountAgeDays = (createdAt: string, at: string) =>
  Math.max(0, Math.floor((Date.parse(at) - Date.parse(createdAt)) / DAY));

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  buildCryptoPayments,
  buildWalletTransactions,
  buildWithdrawals,
} from '../seed/money-factory';
import type { SeededRandom } from '../seed/random';
import { buildUsers, type SeedUser } from '../seed/user-factory';

/** What the mobile app's backend does all day, as rows written straight into the database. */
export const ACTIVITY_KINDS = [
  'sign-up',
  'wallet-transaction',
  'withdrawal',
  'crypto-payment',
  'crypto-confirmed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface Activity {
  kind: ActivityKind;
  table: 'users' | 'wallet_transactions' | 'withdrawals' | 'crypto_payments';
  id: number;
}

async function someUser(db: Kysely<Database>, random: SeededRandom): Promise<SeedUser | null> {
  const newest = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const maxId = Number(newest?.id ?? 0);
  if (maxId === 0) return null;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '>=', random.int(1, maxId))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return (user as SeedUser | undefined) ?? null;
}

async function signUp(db: Kysely<Database>, random: SeededRandom, now: number): Promise<number> {
  const [built] = buildUsers(random, 1, now);
  const { id: _ignored, ...user } = built as SeedUser;
  // Unique per run and per row (the seed's codes count from 1).
  const tag = `${now.toString(36)}${random.hex(4)}`.toUpperCase();
  const row = await db
    .insertInto('users')
    .values({
      ...user,
      email: `app.${tag.toLowerCase()}@example.com`,
      reference_code: `APP${tag}`,
      under_ref: null,
      created_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One app-side change of the given kind (a new user, or a new pending money row for a random
 * user); null when there is nobody to attach it to yet.
 */
export async function writeActivity(
  db: Kysely<Database>,
  random: SeededRandom,
  kind: ActivityKind,
  now: number,
): Promise<Activity | null> {
  if (kind === 'sign-up') return { kind, table: 'users', id: await signUp(db, random, now) };
  const user = await someUser(db, random);
  if (!user) return null;
  const at = new Date(now).toISOString();
  if (kind === 'wallet-transaction') {
    const [tx] = buildWalletTransactions(random, [user], 1, [], now);
    const row = await db
      .insertInto('wallet_transactions')
      .values({ ...tx!, status: 'pending', payment_date: at, screenshot_file: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind, table: 'wallet_transactions', id: row.id };
  }
  if (kind === 'withdrawal') {
    const [w] = buildWithdrawals(random, [user], 1, now);
    const row = await db
      .insertInto('withdrawals')
      .values({ ...w!, status: 'pending', decided_at: null, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind, table: 'withdrawals', id: row.id };
  }
  if (kind === 'crypto-payment') {
    const [p] = buildCryptoPayments(random, [user], 1, now);
    const row = await db
      .insertInto('crypto_payments')
      .values({ ...p!, payment_status: 'pending', tx_hash: null, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind, table: 'crypto_payments', id: row.id };
  }
  // The payment provider confirms the oldest pending crypto payment.
  const pending = await db
    .selectFrom('crypto_payments')
    .select('id')
    .where('payment_status', '=', 'pending')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!pending) return null;
  await db
    .updateTable('crypto_payments')
    .set({ payment_status: 'confirmed', tx_hash: `0x${random.hex(64)}` })
    .where('id', '=', pending.id)
    .execute();
  return { kind, table: 'crypto_payments', id: pending.id };
}

/** Mostly new money rows, some sign-ups, now and then a confirmation. */
export function pickKind(random: SeededRandom): ActivityKind {
  const roll = random.next();
  if (roll < 0.2) return 'sign-up';
  if (roll < 0.45) return 'wallet-transaction';
  if (roll < 0.7) return 'withdrawal';
  if (roll < 0.9) return 'crypto-payment';
  return 'crypto-confirmed';
}

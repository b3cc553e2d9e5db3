import type { Kysely } from 'kysely';
import { REFERRALS_SHOWN, type User, type UserReferrals } from '@rewards/contract';
import type { Database } from '../db/schema';
import { notFound } from '../lib/http-error';
import { findUser, toApiUser } from './user-queries';

// One user's page (/user-table/:id): the user, and who they are linked to by referral codes.

const REF_COLUMNS = ['id', 'full_name', 'email', 'reference_code'] as const;

/**
 * The user, or a 404 saying why there is none: a user deleted through the admin left an audit
 * row (`user.delete`, found by the audit log's entity index), so the page can say so instead
 * of a bare 'not found'.
 */
export async function userById(db: Kysely<Database>, id: number): Promise<User> {
  const row = await findUser(db, id);
  if (row) return toApiUser(row);
  const deleted = await db
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'user')
    .where('entity_id', '=', id)
    .where('action', '=', 'user.delete')
    .limit(1)
    .executeTakeFirst();
  throw notFound(deleted ? `User #${id} was deleted` : 'User not found');
}

/**
 * Who referred the user (the owner of the code in `under_ref`) and whom they referred (users
 * whose `under_ref` is their code: counted, and the first REFERRALS_SHOWN by id). Both read an
 * index: `reference_code` is unique, `under_ref` indexed (migration 001).
 */
export async function userReferrals(db: Kysely<Database>, id: number): Promise<UserReferrals> {
  const user = await userById(db, id);
  const referrer = user.under_ref
    ? await db
        .selectFrom('users')
        .select(REF_COLUMNS)
        .where('reference_code', '=', user.under_ref)
        .executeTakeFirst()
    : undefined;
  const [count, users] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('under_ref', '=', user.reference_code)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(REF_COLUMNS)
      .where('under_ref', '=', user.reference_code)
      .orderBy('id')
      .limit(REFERRALS_SHOWN)
      .execute(),
  ]);
  return { referrer: referrer ?? null, referred: { count: Number(count.n), users } };
}

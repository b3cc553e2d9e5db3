import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { formatMinor } from '../lib/money';
import { User } from '@rewards/contract';

/** The API's User fields in the schema's order: the one list of what a user answer holds. */
export const USER_FIELDS = Object.keys(User.properties) as (keyof User)[];

// Each field is the column of the same name, except money, stored in paise.
type ColumnOf<F extends keyof User> = F extends 'coin' ? 'coin_minor' : F;
export type UserColumn = ColumnOf<keyof User>;
const columnOf = (field: keyof User) => (field === 'coin' ? 'coin_minor' : field) as UserColumn;

/**
 * The columns behind USER_FIELDS, so a query selects exactly what the API exposes. A schema
 * field without a users column fails to typecheck here (Pick needs every key in the table).
 */
export const USER_COLUMNS: readonly UserColumn[] = USER_FIELDS.map(columnOf);
export type UserDbRow = Pick<Selectable<UsersTable>, UserColumn>;

export function toApiUser(row: UserDbRow): User {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    dob: row.dob,
    country_code: row.country_code,
    phone_number: row.phone_number,
    gender: row.gender,
    verified: row.verified === 1,
    coin: formatMinor(row.coin_minor),
    business_plan: row.business_plan,
    payment_status: row.payment_status === 1,
    day_count: row.day_count,
    trust: row.trust === 1,
    under_ref: row.under_ref,
    reference_count: row.reference_count,
    reference_code: row.reference_code,
    created_at: row.created_at,
    status: row.status,
    pause_start: row.pause_start,
    block_date: row.block_date,
  };
}

/** Every user ordered by id: one query, only the exposed columns. */
export async function listUsers(db: Kysely<Database>): Promise<User[]> {
  const rows = await db.selectFrom('users').select(USER_COLUMNS).orderBy('id').execute();
  return rows.map(toApiUser);
}

/** The users of a page of the list, by id, in any order. */
export async function usersByIds(db: Kysely<Database>, ids: readonly number[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).execute();
  return rows.map(toApiUser);
}

export async function findUser(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<UserDbRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { formatMinor } from '../lib/money';

// The columns the API exposes, in one list so the list query selects nothing more.
export const USER_COLUMNS = [
  'id',
  'full_name',
  'email',
  'dob',
  'country_code',
  'phone_number',
  'gender',
  'verified',
  'coin_minor',
  'business_plan',
  'payment_status',
  'day_count',
  'trust',
  'under_ref',
  'reference_count',
  'reference_code',
  'created_at',
  'status',
  'pause_start',
  'block_date',
] as const;

export type UserColumn = (typeof USER_COLUMNS)[number];
export type UserDbRow = Pick<Selectable<UsersTable>, UserColumn>;

export interface ApiUser {
  id: number;
  full_name: string;
  email: string;
  dob: string | null;
  country_code: string | null;
  phone_number: string | null;
  gender: string | null;
  verified: boolean;
  coin: string;
  business_plan: string | null;
  payment_status: boolean;
  day_count: number;
  trust: boolean;
  under_ref: string | null;
  reference_count: number;
  reference_code: string;
  created_at: string;
  status: UsersTable['status'];
  pause_start: string | null;
  block_date: string | null;
}

export function toApiUser(row: UserDbRow): ApiUser {
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
export async function listUsers(db: Kysely<Database>): Promise<ApiUser[]> {
  const rows = await db.selectFrom('users').select(USER_COLUMNS).orderBy('id').execute();
  return rows.map(toApiUser);
}

export async function findUser(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<UserDbRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

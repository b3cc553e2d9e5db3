import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from './dialect-name';

// Frozen (decision 026): the user list's sort keys as migrations 007, 013 and 014 indexed
// them, copied from services/user-sort-keys.ts of that time (the expressions did not change
// between those migrations). The live keys may change; what these migrations build may not.
// A changed or new key is a new migration holding its own copy. Only 007, 013 and 014 import
// this file.

interface FrozenKey {
  readonly expression: RawBuilder<unknown>;
  /** Text keys are compared byte by byte: `collate "C"` on PostgreSQL, SQLite's default. */
  readonly text: boolean;
  /** The columns the key reads (014 stores them in PostgreSQL's indexes). */
  readonly reads: readonly string[];
}

const number = (column: string): FrozenKey => ({
  expression: sql.ref(column),
  text: false,
  reads: [],
});
const text = (expression: RawBuilder<unknown>, ...reads: string[]): FrozenKey => ({
  expression,
  text: true,
  reads,
});
const blankAsEmpty = (column: string) => sql`coalesce(${sql.ref(column)}, '')`;

export const SORT_KEYS_007: Readonly<Record<string, FrozenKey>> = {
  id: number('id'),
  name: text(sql`lower(full_name)`, 'full_name'),
  email: text(sql`lower(email)`, 'email'),
  dob: text(blankAsEmpty('dob'), 'dob'),
  country: text(blankAsEmpty('country_code'), 'country_code'),
  phone: text(blankAsEmpty('phone_number'), 'phone_number'),
  gender: text(sql`lower(coalesce(gender, ''))`, 'gender'),
  verified: number('verified'),
  wallet: number('coin_minor'),
  plan: text(sql`lower(coalesce(business_plan, ''))`, 'business_plan'),
  payment: number('payment_status'),
  days: number('day_count'),
  trust: number('trust'),
  underRef: text(blankAsEmpty('under_ref'), 'under_ref'),
  refCount: number('reference_count'),
  refCode: text(sql`reference_code`, 'reference_code'),
  created: text(sql`created_at`, 'created_at'),
  status: text(sql`status`, 'status'),
  // The line break is part of the SQL SQLite stored for this index; kept for the same text.
  since: text(
    sql`(case status when 'pause' then coalesce(pause_start, '')
    when 'block' then coalesce(block_date, '') else '' end)`,
    'status',
    'pause_start',
    'block_date',
  ),
};

export const SORT_KEY_NAMES_007 = Object.keys(SORT_KEYS_007);
export const sortIndexName007 = (key: string): string => `users_sort_${key.toLowerCase()}`;
/** Migration 013's index: the Pause/Block Date within a status. */
export const STATUS_SINCE_INDEX_007 = 'users_sort_since_by_status';

const keyOf = (name: string): FrozenKey => {
  const key = SORT_KEYS_007[name];
  if (!key) throw new Error(`no frozen sort key ${name}`);
  return key;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function keyExpression(db: AnyDb, name: string): RawBuilder<unknown> {
  const key = keyOf(name);
  return isPostgres(db) && key.text ? sql`(${key.expression}) collate "C"` : key.expression;
}

/** The columns a computed key reads, where the index must hold them (PostgreSQL, 014). */
export const indexOnlyColumns007 = (db: AnyDb, name: string): readonly string[] =>
  isPostgres(db) ? keyOf(name).reads : [];

/** `(key, ...columns)` on users; `id` is its own key, so its index lists only `columns`. */
export async function createSortIndex007(
  db: AnyDb,
  name: string,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(sortIndexName007(name))
    .ifNotExists()
    .on('users')
    .expression(keyExpression(db, name))
    .columns([...columns])
    .execute();
}

/** `(status, since, ...columns)` on users (013; 014 adds columns). */
export async function createStatusSinceIndex007(
  db: AnyDb,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(STATUS_SINCE_INDEX_007)
    .ifNotExists()
    .on('users')
    .expression(sql`status`)
    .expression(keyExpression(db, 'since'))
    .columns([...columns])
    .execute();
}

export async function dropSortIndexes007(db: AnyDb): Promise<void> {
  for (const key of SORT_KEY_NAMES_007) {
    await db.schema.dropIndex(sortIndexName007(key)).ifExists().execute();
  }
}

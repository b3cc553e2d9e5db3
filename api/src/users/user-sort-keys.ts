import { type RawBuilder, sql } from 'kysely';
import type { UserSortKey } from '@rewards/contract/limits';
import type { SqlDialect } from '../db/dialect';
import type { SortKeyKind } from '../lists/list-cursor';

// What each sortable column of the user list sorts by: one expression per key, used both by
// the query (ORDER BY and the keyset condition) and by the index catalogue
// (user-list-indexes.ts), so the planner can read every sort from an index. The expressions
// never yield NULL (blanks become '' and sort first), which keeps the keyset condition a plain
// row-value comparison. Changing or adding a key changes its index: that is a new migration
// (decision 026); test/db/migrations.test.ts fails until there is one.

interface SortKeyDefinition {
  kind: SortKeyKind;
  /** The column the key is read from (the first of `reads` for a computed key). */
  column: string;
  /** The key expression; text keys go through dialect.sortText (byte order on both). */
  expression: (dialect: SqlDialect) => RawBuilder<unknown>;
  /** The columns a computed key reads (none for a plain column): see indexOnlyColumns. */
  reads: readonly string[];
}

const text = (expression: RawBuilder<unknown>, ...reads: string[]): SortKeyDefinition => ({
  kind: 'text',
  column: reads[0] ?? '',
  expression: (dialect) => dialect.sortText(expression),
  reads,
});
const number = (column: string): SortKeyDefinition => ({
  kind: 'number',
  column,
  expression: () => sql.ref(column),
  reads: [],
});
const blankAsEmpty = (column: string) => sql`coalesce(${sql.ref(column)}, '')`;

export const SORT_KEYS: Readonly<Record<UserSortKey, SortKeyDefinition>> = {
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
  // Plain columns, but text keys: sortText makes them expressions on PostgreSQL (collate "C").
  refCode: text(sql`reference_code`, 'reference_code'),
  created: text(sql`created_at`, 'created_at'),
  status: text(sql`status`, 'status'),
  // The Pause/Block Date column: when the current pause or block began.
  since: text(
    sql`(case status when 'pause' then coalesce(pause_start, '')
    when 'block' then coalesce(block_date, '') else '' end)`,
    'status',
    'pause_start',
    'block_date',
  ),
};

/** Index name of a sort key (`user-list-indexes.ts`). */
export const sortIndexName = (key: UserSortKey) => `users_sort_${key.toLowerCase()}`;

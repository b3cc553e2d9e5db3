import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { containsPattern } from './like-pattern';
import type { AnyDb } from './types';

// PostgreSQL: one GIN trigram index (pg_trgm) on the four searched columns joined, lowercased
// and unaccented; `LIKE '%text%'` on the same expression is answered from it. unaccent() is
// only STABLE (it reads a dictionary), so an IMMUTABLE wrapper naming its dictionary is what
// the index stores. Both extensions ship with PostgreSQL (contrib) and are trusted.

const SEARCH_TEXT = sql`user_search_text(users.full_name, users.email, users.phone_number,
  users.reference_code)`;

const CREATE = [
  sql`create extension if not exists pg_trgm`,
  sql`create extension if not exists unaccent`,
  // chr(1) between the fields: no search text contains it, so no match spans two fields.
  sql`create or replace function user_search_text(text, text, text, text) returns text
    language sql immutable parallel safe as
    $$ select lower(unaccent('unaccent'::regdictionary, concat_ws(chr(1), $1, $2, $3, $4))) $$`,
  sql`create or replace function user_search_fold(text) returns text
    language sql immutable parallel safe as
    $$ select lower(unaccent('unaccent'::regdictionary, $1)) $$`,
  sql`create index if not exists users_search_trgm on users
    using gin (user_search_text(full_name, email, phone_number, reference_code) gin_trgm_ops)`,
];

const DROP = [
  sql`drop index if exists users_search_trgm`,
  sql`drop function if exists user_search_text(text, text, text, text)`,
  sql`drop function if exists user_search_fold(text)`,
];

export async function createPostgresUserSearch(db: AnyDb): Promise<void> {
  for (const statement of CREATE) await statement.execute(db);
}

/** Leaves the extensions: other objects may use them. */
export async function dropPostgresUserSearch(db: AnyDb): Promise<void> {
  for (const statement of DROP) await statement.execute(db);
}

/**
 * `search` holds no control characters (the list engine drops them, list-view.ts). PostgreSQL keeps
 * statistics on the trigram index and picks the plan itself, so `broad` is not needed.
 */
export function postgresUserSearchMatch(search: string): RawBuilder<SqlBool> {
  const pattern = containsPattern(search);
  return sql<SqlBool>`${SEARCH_TEXT} like user_search_fold(${pattern})`;
}

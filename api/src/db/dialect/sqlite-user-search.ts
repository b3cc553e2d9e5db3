import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { containsPattern } from './like-pattern';
import type { AnyDb, UserSearchSlice } from './types';

// SQLite: an FTS5 table over the four searched columns with the trigram tokenizer (any
// substring of 3+ characters is an index lookup; SQLite >= 3.45 for remove_diacritics), an
// external-content table (the text stays in `users`, the index holds only trigrams) kept in
// step by triggers.

const COLUMNS = sql`full_name, email, phone_number, reference_code`;
const values = (row: 'new' | 'old') =>
  sql.raw(
    ['full_name', 'email', 'phone_number', 'reference_code'].map((c) => `${row}.${c}`).join(', '),
  );
const remove = sql`insert into users_search (users_search, rowid, ${COLUMNS})
  values ('delete', old.id, ${values('old')});`;
const add = sql`insert into users_search (rowid, ${COLUMNS}) values (new.id, ${values('new')});`;

const CREATE = [
  sql`create virtual table if not exists users_search using fts5(
    full_name, email, phone_number, reference_code,
    content = 'users', content_rowid = 'id', tokenize = 'trigram remove_diacritics 1')`,
  sql`create trigger if not exists users_search_insert after insert on users begin ${add} end`,
  sql`create trigger if not exists users_search_delete after delete on users begin ${remove} end`,
  sql`create trigger if not exists users_search_update
    after update of full_name, email, phone_number, reference_code on users
    begin ${remove} ${add} end`,
  sql`insert into users_search (users_search) values ('rebuild')`,
];

const DROP = [
  sql`drop trigger if exists users_search_insert`,
  sql`drop trigger if exists users_search_delete`,
  sql`drop trigger if exists users_search_update`,
  sql`drop table if exists users_search`,
];

export async function createSqliteUserSearch(db: AnyDb): Promise<void> {
  for (const statement of CREATE) await statement.execute(db);
}

export async function dropSqliteUserSearch(db: AnyDb): Promise<void> {
  for (const statement of DROP) await statement.execute(db);
}

const usesTrigrams = (search: string) => [...search].length >= 3;
const phraseOf = (search: string) => `"${search.replace(/"/g, '""')}"`;

/** FTS5 returns matches in rowid order and stops at the limit (`SCAN ... INDEX 64:M4`). */
export function sqliteUserSearchIds(
  search: string,
  { after, direction = 'asc', limit, offset = 0 }: UserSearchSlice,
): RawBuilder<{ id: number }> | null {
  if (!usesTrigrams(search)) return null;
  const bound =
    after === undefined
      ? sql``
      : sql`and rowid ${sql.raw(direction === 'asc' ? '>' : '<')} ${after}`;
  return sql<{ id: number }>`select rowid as id from users_search
    where users_search match ${phraseOf(search)} ${bound}
    order by rowid ${sql.raw(direction)} limit ${limit} offset ${offset}`;
}

/** Trigrams need 3 characters; shorter text is matched by LIKE (ASCII case-insensitive). */
export function sqliteUserSearchMatch(search: string, broad: boolean): RawBuilder<SqlBool> {
  if (usesTrigrams(search)) {
    const phrase = phraseOf(search);
    // Unary + keeps SQLite from driving the query by this IN list (it then walks the sort
    // index and tests each id against the list: cheap when matches are dense).
    const id = sql.raw(broad ? '+users.id' : 'users.id');
    return sql<SqlBool>`${id} in (select rowid from users_search where users_search match ${phrase})`;
  }
  const pattern = containsPattern(search);
  return sql<SqlBool>`(users.full_name like ${pattern} escape '\\'
    or users.email like ${pattern} escape '\\'
    or users.phone_number like ${pattern} escape '\\'
    or users.reference_code like ${pattern} escape '\\')`;
}

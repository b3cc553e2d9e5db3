import { sql } from 'kysely';

// Frozen (decision 026): the user search index as migration 007 created it, copied from
// db/dialect/{sqlite,postgres}-user-search.ts of that time. The seed's bulk load rebuilds it
// from the live dialect code; test/db/migrations.test.ts checks both build the same. Only 007
// imports this file.

// SQLite: FTS5 trigram table with external content (the text stays in users), kept in step
// by triggers.
const COLUMNS = sql`full_name, email, phone_number, reference_code`;
const values = (row: 'new' | 'old') =>
  sql.raw(
    ['full_name', 'email', 'phone_number', 'reference_code'].map((c) => `${row}.${c}`).join(', '),
  );
const remove = sql`insert into users_search (users_search, rowid, ${COLUMNS})
  values ('delete', old.id, ${values('old')});`;
const add = sql`insert into users_search (rowid, ${COLUMNS}) values (new.id, ${values('new')});`;

export const SQLITE_USER_SEARCH_007 = {
  create: [
    sql`create virtual table if not exists users_search using fts5(
    full_name, email, phone_number, reference_code,
    content = 'users', content_rowid = 'id', tokenize = 'trigram remove_diacritics 1')`,
    sql`create trigger if not exists users_search_insert after insert on users begin ${add} end`,
    sql`create trigger if not exists users_search_delete after delete on users begin ${remove} end`,
    sql`create trigger if not exists users_search_update
    after update of full_name, email, phone_number, reference_code on users
    begin ${remove} ${add} end`,
    sql`insert into users_search (users_search) values ('rebuild')`,
  ],
  drop: [
    sql`drop trigger if exists users_search_insert`,
    sql`drop trigger if exists users_search_delete`,
    sql`drop trigger if exists users_search_update`,
    sql`drop table if exists users_search`,
  ],
};

// PostgreSQL: a pg_trgm GIN index on the four columns joined (chr(1) between them), lowercased
// and unaccented through IMMUTABLE wrappers. The down leaves the extensions.
export const POSTGRES_USER_SEARCH_007 = {
  create: [
    sql`create extension if not exists pg_trgm`,
    sql`create extension if not exists unaccent`,
    sql`create or replace function user_search_text(text, text, text, text) returns text
    language sql immutable parallel safe as
    $$ select lower(unaccent('unaccent'::regdictionary, concat_ws(chr(1), $1, $2, $3, $4))) $$`,
    sql`create or replace function user_search_fold(text) returns text
    language sql immutable parallel safe as
    $$ select lower(unaccent('unaccent'::regdictionary, $1)) $$`,
    sql`create index if not exists users_search_trgm on users
    using gin (user_search_text(full_name, email, phone_number, reference_code) gin_trgm_ops)`,
  ],
  drop: [
    sql`drop index if exists users_search_trgm`,
    sql`drop function if exists user_search_text(text, text, text, text)`,
    sql`drop function if exists user_search_fold(text)`,
  ],
};

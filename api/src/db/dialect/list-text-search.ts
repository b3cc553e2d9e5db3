import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { containsPattern } from './like-pattern';
import type { AnyDb } from './any-db';

// A list's own searched text (a UTR, an order id, a transaction hash; a message's sender and
// text), indexed so a search that matches few rows does not read the whole table (decision
// 028): 1 s for a rare UTR at 600,000 wallet rows by LIKE, 4 ms from the index. SQLite: an
// FTS5 trigram table per list over these columns (external content, kept by triggers);
// PostgreSQL: a pg_trgm GIN index on each lowercased column, which answers the same LIKE the
// filter sends. Migrations 022 (money) and 028 (messages) built them first (frozen copies
// there); the seed's bulk load rebuilds them from here.

/** The money lists: their user's name, email and phone are searched too (list-search.ts). */
export const MONEY_TEXT_SEARCH = {
  wallet_transactions: ['utr_number'],
  crypto_payments: ['order_id', 'tx_hash'],
} as const satisfies Record<string, readonly string[]>;

export const LIST_TEXT_SEARCH = {
  ...MONEY_TEXT_SEARCH,
  // The Messages list (the contact inbox): sender and text, no user of the app behind them.
  contact_messages: ['name', 'email', 'message'],
} as const satisfies Record<string, readonly string[]>;

export type TextSearchTable = keyof typeof LIST_TEXT_SEARCH;
export type MoneyTextSearchTable = keyof typeof MONEY_TEXT_SEARCH;

const tables = Object.keys(LIST_TEXT_SEARCH) as TextSearchTable[];
const indexOf = (table: TextSearchTable) => `${table}_search`;

function sqliteStatements(table: TextSearchTable) {
  const columns: readonly string[] = LIST_TEXT_SEARCH[table];
  const index = indexOf(table);
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
  const remove = `insert into ${index} (${index}, rowid, ${list}) values ('delete', old.id, ${values('old')});`;
  const add = `insert into ${index} (rowid, ${list}) values (new.id, ${values('new')});`;
  return {
    create: [
      `create virtual table if not exists ${index} using fts5(${list},
        content = '${table}', content_rowid = 'id', tokenize = 'trigram')`,
      `create trigger if not exists ${index}_insert after insert on ${table} begin ${add} end`,
      `create trigger if not exists ${index}_delete after delete on ${table} begin ${remove} end`,
      `create trigger if not exists ${index}_update after update of ${list} on ${table}
        begin ${remove} ${add} end`,
      `insert into ${index} (${index}) values ('rebuild')`,
    ],
    drop: ['insert', 'delete', 'update']
      .map((event) => `drop trigger if exists ${index}_${event}`)
      .concat(`drop table if exists ${index}`),
  };
}

function postgresStatements(table: TextSearchTable) {
  const columns: readonly string[] = LIST_TEXT_SEARCH[table];
  return {
    create: [
      'create extension if not exists pg_trgm',
      ...columns.map(
        (c) =>
          `create index if not exists ${table}_${c}_trgm on ${table} using gin (lower(${c}) gin_trgm_ops)`,
      ),
    ],
    // Leaves the extension: the user search index uses it too.
    drop: columns.map((c) => `drop index if exists ${table}_${c}_trgm`),
  };
}

type Statements = (table: TextSearchTable) => { create: string[]; drop: string[] };

async function runAll(db: AnyDb, statements: Statements, phase: 'create' | 'drop') {
  for (const table of tables) {
    for (const statement of statements(table)[phase]) await sql.raw(statement).execute(db);
  }
}

export const createSqliteListTextSearch = (db: AnyDb) => runAll(db, sqliteStatements, 'create');
export const dropSqliteListTextSearch = (db: AnyDb) => runAll(db, sqliteStatements, 'drop');
export const createPostgresListTextSearch = (db: AnyDb) => runAll(db, postgresStatements, 'create');
export const dropPostgresListTextSearch = (db: AnyDb) => runAll(db, postgresStatements, 'drop');

/** Case-insensitive substring of any of the table's searched columns, on the list's `alias`. */
export function likeAny(table: TextSearchTable, search: string, alias = 'r'): RawBuilder<SqlBool> {
  const pattern = containsPattern(search.toLowerCase());
  const terms = LIST_TEXT_SEARCH[table].map(
    (c) => sql<SqlBool>`lower(${sql.ref(`${alias}.${c}`)}) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}

/** The ids of the rows whose text holds the search, from the FTS5 index (null under 3 characters). */
export function sqliteListTextIds(
  table: TextSearchTable,
  search: string,
): RawBuilder<{ id: number }> | null {
  if ([...search].length < 3) return null;
  const index = sql.table(indexOf(table));
  const phrase = `"${search.replace(/"/g, '""')}"`;
  return sql<{ id: number }>`select rowid as id from ${index} where ${index} match ${phrase}`;
}

/**
 * Trigrams need 3 characters; a shorter search is a LIKE over the columns, and so is a broad
 * one (read in the sort order, each row tested, stopping after the page: decision 040).
 */
export function sqliteListTextMatch(
  table: TextSearchTable,
  search: string,
  broad = false,
): RawBuilder<SqlBool> {
  const ids = broad ? null : sqliteListTextIds(table, search);
  return ids ? sql<SqlBool>`r.id in (${ids})` : likeAny(table, search);
}

/** The GIN index on lower(column) answers the LIKE itself; the planner picks it by statistics. */
export const postgresListTextMatch = (table: TextSearchTable, search: string) =>
  likeAny(table, search);

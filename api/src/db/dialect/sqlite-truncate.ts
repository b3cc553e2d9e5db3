import { sql } from 'kysely';
import type { AnyDb } from './types';

// SQLite empties a table in one step (its truncate optimisation) only when no foreign key
// involves it. With enforcement on, as on every connection here, `delete from` removes row by
// row: each row leaves every index of its table, and a parent row runs its foreign-key
// actions (a child lookup per referring table). A million users through 23 indexes took
// ~260 s of CPU. Enforcement stays on; the work per row is cut instead:
// - plain indexes of the emptied tables are dropped first and recreated on the empty tables
//   (instant), so a deleted row leaves only its table and the unique indexes (constraints);
// - an index an action still needs is kept: one leading with a foreign-key column whose
//   parent is emptied before or with its table (users.under_ref, which refers to users
//   itself). Children listed before their parents are empty by the time a parent row's
//   actions look for them, so their lookups scan empty tables.

interface PlainIndex {
  name: string;
  table: string;
  definition: string;
  leading: string | null;
}

async function plainIndexes(db: AnyDb, tables: readonly string[]): Promise<PlainIndex[]> {
  const result = await sql<PlainIndex>`
    select m.name, m.tbl_name as "table", m.sql as definition,
      (select i.name from pragma_index_info(m.name) i where i.seqno = 0) as leading
    from sqlite_master m
    where m.type = 'index' and m.tbl_name in (${sql.join(tables)})
      and m.sql is not null and m.sql not like 'create unique%'`.execute(db);
  return result.rows;
}

/** `table.column` of every foreign key whose parent rows are deleted while its rows remain. */
async function lookupsStillNeeded(db: AnyDb, tables: readonly string[]): Promise<Set<string>> {
  const needed = new Set<string>();
  for (const [position, table] of tables.entries()) {
    const keys = await sql<{ parent: string; column: string }>`
      select "table" as parent, "from" as "column"
      from pragma_foreign_key_list(${table})`.execute(db);
    for (const key of keys.rows) {
      const parentPosition = tables.indexOf(key.parent);
      if (parentPosition !== -1 && parentPosition <= position) needed.add(`${table}.${key.column}`);
    }
  }
  return needed;
}

/** Empties `tables` in the order given (children before parents) and restarts their ids. */
export async function truncateSqlite(db: AnyDb, tables: readonly string[]): Promise<void> {
  // Dropped indexes must come back even if a delete fails: only a rollback guarantees that.
  if (!db.isTransaction) throw new Error('truncate runs inside a transaction');
  const needed = await lookupsStillNeeded(db, tables);
  const dropped = (await plainIndexes(db, tables)).filter(
    (index) => !needed.has(`${index.table}.${index.leading}`),
  );
  for (const index of dropped) await sql`drop index ${sql.id(index.name)}`.execute(db);
  for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(db);
  for (const index of dropped) await sql.raw(index.definition).execute(db);
  await sql`delete from sqlite_sequence where name in (${sql.join(tables)})`.execute(db);
}

import {
  createPostgresListTextSearch,
  dropPostgresListTextSearch,
  postgresListTextMatch,
} from './list-text-search';
import { postgresListSearchBreadth, postgresListSearchMatch } from './list-search';
import {
  type ColumnDefinitionNode,
  DataTypeNode,
  type KyselyPlugin,
  OperationNodeTransformer,
  sql,
} from 'kysely';
import {
  createPostgresUserSearch,
  dropPostgresUserSearch,
  postgresUserSearchMatch,
} from './postgres-user-search';
import { listenForChanges } from './postgres-listener';
import { postgresChangeTriggers, postgresDropChangeTriggers } from './postgres-triggers';
import { SEEDED_ALWAYS, type SqlDialect } from './types';
import { postgresListTextBreadth } from './list-text-breadth';

/**
 * Migrations say `integer primary key autoincrement` (SQLite's spelling, needed there so ids
 * are never reused); PostgreSQL spells that `serial primary key`. Likewise `blob` (bytes) is
 * `bytea` there. Rewriting the DDL here keeps one set of migrations, including ones written
 * later, valid for both.
 */
class SqliteTypesAsPostgres extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    if (column.autoIncrement)
      return { ...column, autoIncrement: false, dataType: DataTypeNode.create('serial') };
    if (DataTypeNode.is(column.dataType) && column.dataType.dataType === 'blob')
      return { ...column, dataType: DataTypeNode.create('bytea') };
    return column;
  }
}

const autoIncrementPlugin: KyselyPlugin = {
  transformQuery: (args) => new SqliteTypesAsPostgres().transformNode(args.node),
  transformResult: async (args) => args.result,
};

/** Rows per statement of bulkInsert: a few MB of JSON each. */
const BULK_CHUNK = 20_000;

/** Arbitrary constant: the advisory lock that start-up and seeding take (one instance at a time). */
const STARTUP_LOCK = 781_300_013;

/**
 * A statement-level trigger bumps one counter row on every change to `users`, committed with
 * the change itself, so every instance sees the same version.
 */
const USERS_VERSION_SETUP = [
  sql`create table if not exists users_version (n bigint not null)`,
  sql`insert into users_version (n) select 0 where not exists (select 1 from users_version)`,
  sql`create or replace function bump_users_version() returns trigger language plpgsql as
      $$ begin update users_version set n = n + 1; return null; end $$`,
  sql`create or replace trigger users_version_bump after insert or update or delete or truncate
      on users for each statement execute function bump_users_version()`,
];

export const postgresDialect: SqlDialect = {
  name: 'postgres',
  migrationPlugins: [autoIncrementPlugin],
  jsonBool: (column) => sql`(${sql.ref(column)} <> 0)`,
  minorText: (column) =>
    sql`(${sql.ref(column)} / 100)::text || '.' || lpad((${sql.ref(column)} % 100)::text, 2, '0')`,
  jsonObject: (pairs) => sql`json_build_object(${sql.join(pairs)})`,
  jsonArray: (values) => sql`json_build_array(${sql.join(values)})`,
  jsonArrayAgg: (value, orderBy) => sql`json_agg(${value} order by ${sql.ref(orderBy)})::text`,
  async usersVersion(db) {
    const result = await sql<{ n: number }>`select n from users_version`.execute(db);
    return String(result.rows[0]?.n);
  },
  async prepare(db) {
    for (const statement of USERS_VERSION_SETUP) await statement.execute(db);
  },
  exclusive: (db, work) =>
    db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
      }
    }),
  async lockRow(db, table, id) {
    await sql`select 1 from ${sql.table(table)} where id = ${id} for update`.execute(db);
  },
  lockSelected: (query, skipLocked) =>
    (skipLocked ? query.forUpdate().skipLocked() : query.forUpdate()) as typeof query,
  async neverSeeded(db) {
    for (const table of SEEDED_ALWAYS) {
      const result = await sql<{ last: number | null }>`
        select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')) as last`.execute(db);
      if ((result.rows[0]?.last ?? null) !== null) return false;
    }
    return true;
  },
  async afterExplicitIds(db, tables) {
    for (const table of tables) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), max(id))
        from ${sql.table(table)} having max(id) is not null`.execute(db);
    }
  },
  async truncate(db, tables) {
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity`.execute(
      db,
    );
  },
  // PostgreSQL has statistics on every column and chooses well by itself.
  unindexed: (column) => sql.ref(column),
  unindexedCondition: (condition) => condition,
  indexOnlyColumns: (reads) => reads,
  // The database's collation may be a language's; "C" orders like SQLite and the index.
  sortText: (expression) => sql`(${expression}) collate "C"`,
  createUserSearch: createPostgresUserSearch,
  dropUserSearch: dropPostgresUserSearch,
  userSearchMatch: postgresUserSearchMatch,
  userSearchIds: () => null,
  createListTextSearch: createPostgresListTextSearch,
  dropListTextSearch: dropPostgresListTextSearch,
  listTextMatch: postgresListTextMatch,
  listTextBreadth: postgresListTextBreadth,
  listSearchMatch: postgresListSearchMatch,
  listSearchBreadth: postgresListSearchBreadth,
  async bulkInsert(db, table, rows) {
    const list = sql.join(Object.keys(rows[0] ?? {}).map((c) => sql.ref(c)));
    for (let start = 0; start < rows.length; start += BULK_CHUNK) {
      const json = JSON.stringify(rows.slice(start, start + BULK_CHUNK));
      await sql`insert into ${sql.table(table)} (${list}) select ${list}
        from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(db);
    }
  },
  bulkLoadTransaction: (db, work) =>
    db.transaction().execute(async (trx) => {
      await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    }),
  async afterBulkLoad(db, tables) {
    // Every loaded table: the list engine's pages are index-only scans (decision 028), which
    // need the visibility map, and its plans need statistics.
    for (const table of tables) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
  },
  async plainIndexes(db, tables) {
    // Unique indexes (primary keys and unique constraints among them) stay.
    const result = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename in (${sql.join(tables)})
        and indexdef not like 'CREATE UNIQUE%'`.execute(db);
    return result.rows;
  },
  changeTriggers: postgresChangeTriggers,
  dropChangeTriggers: postgresDropChangeTriggers,
  // Ids come from a sequence when the row is written, not when it commits: id 11 may be
  // visible while 10 is still in flight. The transaction holding 10 got its xid before it
  // took the id (the trigger runs after the row's write), so before this call, which takes
  // the next xid itself; once the oldest running transaction (xmin) is past that, 10
  // committed or never will. Not the snapshot's xmax: that is one past the latest
  // *completed* xid, and a writer with a higher xid than a later id's writer could still be
  // running past it (a lost event under load on two instances).
  async eventHorizon(db) {
    const result = await sql<{ h: string }>`select pg_current_xact_id()::text as h`.execute(db);
    return result.rows[0]?.h ?? '0';
  },
  async horizonPassed(db, horizon) {
    const result = await sql<{ passed: boolean }>`
      select pg_snapshot_xmin(pg_current_snapshot()) >= ${horizon}::xid8 as passed`.execute(db);
    return result.rows[0]?.passed === true;
  },
  // The timer only catches up after a lost notification: notifications do the waking.
  watchChanges: (target, wake, pollMs) => listenForChanges(target, wake, Math.max(pollMs, 5_000)),
};

import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { TEMPLATE_DATABASE } from '../pg/global-setup';

/**
 * The same API test files run on SQLite (jest project `api`) and on PostgreSQL (`api-pg`,
 * whose global setup starts a throwaway cluster). Which one is a per-project jest global; the
 * cluster's URL comes from the global setup through the environment.
 */
export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return (globalThis as { API_TEST_DIALECT?: TestDialect }).API_TEST_DIALECT ?? 'sqlite';
}

/** `describe` on SQLite only, for tests of SQLite's own file locking. */
export const describeSqliteOnly = (name: string, body: () => void): void =>
  testDialect() === 'sqlite' ? describe(name, body) : describe.skip(`${name} (SQLite only)`, body);

/** `describe` on PostgreSQL only, for several API instances on one database server. */
export const describePostgresOnly = (name: string, body: () => void): void =>
  testDialect() === 'postgres'
    ? describe(name, body)
    : describe.skip(`${name} (PostgreSQL only)`, body);

/** The throwaway cluster's URL (the api-pg project's global setup starts it). */
export function testClusterUrl(): string {
  const url = process.env.API_TEST_PG_URL;
  if (!url)
    throw new Error('API_TEST_PG_URL unset: run the api-pg jest project (it starts PostgreSQL)');
  return url;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testClusterUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** A postgres:// URL for DATABASE_URL, or undefined for SQLite in the data dir. */
  url: string | undefined;
  drop: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /** An empty database (tests of the migrations themselves). */
  unmigrated?: boolean;
  /** A copy of this database (a seeded template, test/helpers/seeded-templates.ts). */
  template?: string;
}

/**
 * A fresh database for one test app: a new database in the cluster on PostgreSQL, a copy of
 * the migrated template unless `unmigrated`, or of the `template` given.
 */
export async function createTestDatabase({
  unmigrated = false,
  template,
}: TestDatabaseOptions = {}): Promise<TestDatabase & { name: string }> {
  if (testDialect() === 'sqlite') return { url: undefined, name: '', drop: async () => {} };
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const source = template ?? (unmigrated ? 'template1' : TEMPLATE_DATABASE);
  // FILE_COPY, not PostgreSQL 15's default WAL_LOG: with fsync off it copies the template's
  // files instead of writing each page through the WAL (11 MB seeded template: 189 ms a copy
  // against 315 ms).
  await admin((client) =>
    client.query(`create database ${name} template ${source} strategy file_copy`),
  );
  const url = new URL(testClusterUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Renames a database of the test cluster (no one may be connected to it). */
export async function renameTestDatabase(from: string, to: string): Promise<void> {
  await admin((client) => client.query(`alter database ${from} rename to ${to}`));
}

// Makes every audit_log insert fail, to prove a change rolls back with its audit row.
const AUDIT_DOWN = {
  sqlite: {
    on: [
      sql`create trigger audit_down before insert on audit_log
      begin select raise(abort, 'audit down'); end`,
    ],
    off: [sql`drop trigger audit_down`],
  },
  postgres: {
    on: [
      sql`create function audit_down() returns trigger language plpgsql as
        $$ begin raise exception 'audit down'; end $$`,
      sql`create trigger audit_down before insert on audit_log
        for each row execute function audit_down()`,
    ],
    off: [sql`drop trigger audit_down on audit_log`, sql`drop function audit_down()`],
  },
};

export async function setAuditDown<DB>(db: Kysely<DB>, down: boolean): Promise<void> {
  const statements = AUDIT_DOWN[testDialect()][down ? 'on' : 'off'];
  for (const statement of statements) await statement.execute(db);
}

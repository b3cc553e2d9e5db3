import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Distinct statements kept; the app has a few hundred, values are parameters, not SQL. */
const MAX_STATEMENTS = 500;

/**
 * The better-sqlite3 handle as Kysely's SQLite driver sees it, with prepared statements
 * reused by SQL text. The driver prepares every query afresh, and parsing and planning cost
 * more CPU than running the small queries of a request (measured ~18% of a write request's
 * CPU). A statement still being iterated (a streamed query) is not handed out twice.
 * Least recently used statements are dropped past MAX_STATEMENTS.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserted: Map order is the recency order.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > MAX_STATEMENTS)
          statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

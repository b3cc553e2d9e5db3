import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Kysely's SQLite driver starts transactions with a plain (deferred) `BEGIN`: the write lock is
 * only taken at the first write, and a transaction that read first cannot wait for it, so with
 * a second process on the same file a read-then-write transaction fails with `SQLITE_BUSY`
 * ("database is locked") instead of queuing. `BEGIN IMMEDIATE` takes the write lock up front,
 * where `busy_timeout` applies.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SqliteDialect whose `db.transaction()` begins with `BEGIN IMMEDIATE`. */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

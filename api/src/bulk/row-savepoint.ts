import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The database as a single action's service sees it, inside a bulk group's transaction: its
 * own `transaction()` becomes a savepoint, so the row's reads, checks, update and audit row
 * stay all-or-nothing (a refusal rolls back to the savepoint) while the group commits once.
 * Everything else is the group's transaction itself.
 */
export function savepointDb(trx: Transaction<Database>): Kysely<Database> {
  let next = 0;
  const transaction = () => ({
    execute: async <T>(fn: (inner: Transaction<Database>) => Promise<T>): Promise<T> => {
      const name = sql.raw(`bulk_row_${(next += 1)}`);
      await sql`savepoint ${name}`.execute(trx);
      try {
        const result = await fn(trx);
        await sql`release savepoint ${name}`.execute(trx);
        return result;
      } catch (error) {
        await sql`rollback to savepoint ${name}`.execute(trx);
        await sql`release savepoint ${name}`.execute(trx);
        throw error;
      }
    },
  });
  return new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's classes keep private fields: methods must run on the real object.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as Kysely<Database>;
}

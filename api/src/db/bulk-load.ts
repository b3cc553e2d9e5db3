import { sql, type Transaction } from 'kysely';
import { TRACKED_TABLES } from './tracked-tables';
import { dialectOf } from './dialect';
import { type PhaseTimer, untimed } from './phase-timer';
import { dayCounterTriggers, dropDayCounterTriggers, recountDayCounters } from './day-counters';
import { dropStatCounterTriggers, recountStatCounters, statCounterTriggers } from './stat-counters';
import type { Database } from './schema';
import {
  dropSummaryBucketTriggers,
  recountSummaryBuckets,
  summaryBucketTriggers,
} from './summary-buckets';
import type { Kysely } from 'kysely';

/**
 * Runs a bulk load or reset (the seed) in one transaction, without what makes row-by-row
 * writes slow: the change-event triggers (a million seeded users are not a million live
 * changes), the search index and its triggers, and the plain (non-unique) indexes of `tables`,
 * all rebuilt from the loaded rows before the commit (a sorted build is several times faster
 * than keeping an index row by row). Unique indexes stay: they are constraints. Emptying
 * (`truncate`) passes no tables: the dialect knows which indexes a delete can do without. One
 * transaction, so a failed load leaves the database as it was, indexes and triggers included.
 * Open screens are not told (a seed is an operator's offline step).
 */
export async function bulkLoad<T>(
  db: Kysely<Database>,
  tables: readonly string[],
  work: (trx: Transaction<Database>) => Promise<T>,
  timer: PhaseTimer = untimed,
): Promise<T> {
  const dialect = dialectOf(db);
  // The phases inside; what the whole transaction took beyond them is its commit.
  const result = await timer.time('bulk load transaction', () =>
    dialect.bulkLoadTransaction(db, async (trx) => {
      const indexes = await timer.time('drop indexes and triggers', async () => {
        for (const statement of dialect.dropChangeTriggers(TRACKED_TABLES))
          await statement.execute(trx);
        for (const statement of dropStatCounterTriggers(dialect.name)) await statement.execute(trx);
        for (const statement of dropDayCounterTriggers(dialect.name)) await statement.execute(trx);
        for (const statement of dropSummaryBucketTriggers(dialect.name))
          await statement.execute(trx);
        await dialect.dropUserSearch(trx);
        await dialect.dropListTextSearch(trx);
        const plain = tables.length > 0 ? await dialect.plainIndexes(trx, tables) : [];
        for (const index of plain) await sql`drop index ${sql.id(index.name)}`.execute(trx);
        return plain;
      });
      const result = await work(trx);
      await timer.time(`build ${indexes.length} indexes`, async () => {
        for (const index of indexes) await sql.raw(index.definition).execute(trx);
      });
      await timer.time('build search indexes', async () => {
        await dialect.createUserSearch(trx);
        await dialect.createListTextSearch(trx);
      });
      for (const statement of dialect.changeTriggers(TRACKED_TABLES)) await statement.execute(trx);
      // The dashboard's counters and the money lists' summary buckets were not kept row by
      // row: one count of the loaded rows.
      await timer.time('recount stat counters', async () => {
        await recountStatCounters(trx);
        await recountDayCounters(trx);
        await recountSummaryBuckets(trx);
      });
      for (const statement of statCounterTriggers(dialect.name)) await statement.execute(trx);
      for (const statement of dayCounterTriggers(dialect.name)) await statement.execute(trx);
      for (const statement of summaryBucketTriggers(dialect.name)) await statement.execute(trx);
      return result;
    }),
  );
  if (tables.length > 0) await timer.time('after load', () => dialect.afterBulkLoad(db, tables));
  return result;
}

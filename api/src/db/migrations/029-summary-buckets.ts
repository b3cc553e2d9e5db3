import { type Kysely, sql } from 'kysely';
import { isPostgres } from './frozen/dialect-name';
import {
  bucketColumns029,
  SUMMARY_BUCKETS_029,
  summaryBucketTriggers029,
} from './frozen/029-summary-buckets';

// The money lists' summary cards per bucket (the combination of the grouped and filtered
// columns), kept by triggers in the same transaction as each change (decision 047): a whole
// list's summary sums a few dozen rows instead of scanning millions. Filled from the rows
// once here (a grouped pass per table). Frozen (decision 026).

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const b of SUMMARY_BUCKETS_029) {
    let table = db.schema.createTable(b.buckets);
    for (const [column, type] of b.columns)
      table = table.addColumn(column, type, (c) => c.notNull());
    await table
      .addColumn('row_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('amount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${b.buckets}_pk`, b.columns.map(([column]) => column) as never)
      .execute();
    const columns = bucketColumns029(b);
    await sql
      .raw(
        `insert into ${b.buckets} (${columns}, row_count, amount_minor)
          select ${columns}, count(*), coalesce(sum(amount_minor), 0) from ${b.table}
          group by ${columns}`,
      )
      .execute(db);
  }
  for (const statement of summaryBucketTriggers029(isPostgres(db))) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const b of SUMMARY_BUCKETS_029) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger ${b.buckets} on ${b.table}`).execute(db);
      await sql.raw(`drop function ${b.buckets}()`).execute(db);
    } else {
      for (const op of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger ${b.buckets}_${op}`).execute(db);
    }
    await db.schema.dropTable(b.buckets).execute();
  }
}

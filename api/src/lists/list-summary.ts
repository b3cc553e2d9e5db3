import { type Kysely, sql } from 'kysely';
import type { ListSummary } from '@rewards/contract';
import type { Database } from '../db/schema';
import { formatMinor } from '../lib/money';
import { type AnyListSource, columnRef, fromTable } from './list-source';
import { bucketSummaryQuery } from './list-summary-buckets';
import { listCondition, type ListView } from './list-view';

// The summary cards of a list for its current filters: the count and amount of every
// combination of the grouped columns, folded here into per-column totals. Read from the
// table's buckets, kept by triggers, when the filters allow (decision 047: a few dozen rows
// at any size); otherwise computed in the database in one grouped pass over the matching rows
// (never by downloading them). Both give the same answer, groups in value order.

const num = (value: unknown) => Number(value ?? 0);

/** `read`: 'scan' skips the buckets (the tests and the bench compare the two). */
export async function listSummary(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
  read: 'buckets' | 'scan' = 'buckets',
): Promise<ListSummary> {
  if (!source.summary) throw new Error(`${source.declaration.path} declares no summary`);
  const { amount, groups } = source.summary;
  const fromBuckets = read === 'buckets' ? bucketSummaryQuery(db, source, view) : null;
  const columns = groups.map((column) => columnRef(source, column));
  const grouped = columns.length > 0 ? sql`group by ${sql.join(columns)}` : sql``;
  const selected = columns.length > 0 ? sql`${sql.join(columns)},` : sql``;
  const query =
    fromBuckets ??
    sql<Record<string, unknown>>`
      select ${selected} count(*) as n, coalesce(sum(${columnRef(source, amount)}), 0) as minor
      from ${fromTable(source)} where ${listCondition(db, source, view)} ${grouped}`;
  const result = await query.execute(db);

  const summary: ListSummary = { count: 0, amount: '0.00', groups: {} };
  let totalMinor = 0;
  const perGroup: Record<string, Record<string, { count: number; minor: number }>> = {};
  for (const row of result.rows) {
    const n = num(row.n);
    const minor = num(row.minor);
    summary.count += n;
    totalMinor += minor;
    for (const column of groups) {
      const value = String(row[column]);
      const buckets = (perGroup[column] ??= {});
      const bucket = (buckets[value] ??= { count: 0, minor: 0 });
      bucket.count += n;
      bucket.minor += minor;
    }
  }
  summary.amount = formatMinor(totalMinor);
  for (const column of groups) {
    const values = Object.entries(perGroup[column] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
    summary.groups[column] = Object.fromEntries(
      values.map(([value, { count, minor }]) => [value, { count, amount: formatMinor(minor) }]),
    );
  }
  return summary;
}

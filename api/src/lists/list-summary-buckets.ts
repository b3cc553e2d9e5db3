import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { SUMMARY_BUCKETS } from '../db/summary-buckets';
import type { AnyListSource } from './list-source';
import type { ListView } from './list-view';

// Where a summary reads its table's buckets instead of the rows (decision 047): the table has
// buckets keyed by every grouped column, and each filter in force is one the source declares
// bucketed (an equality on a bucket column). No search, date range, user or role scope: those
// need the rows.

/** The view's summary over the buckets, as the grouped pass over the rows selects it. */
export function bucketSummaryQuery(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
): RawBuilder<Record<string, unknown>> | null {
  const summary = source.summary;
  const buckets = SUMMARY_BUCKETS.find((b) => b.table === source.table);
  if (!summary?.bucketed || !buckets || view.scope !== undefined) return null;
  if (!summary.groups.every((column) => buckets.columns.includes(column))) return null;
  const names = Object.keys(view.filters);
  if (!names.every((name) => summary.bucketed!.includes(name))) return null;
  // The source's own filter SQL (`r.<column> = value`) reads the bucket table aliased `r`.
  const where = [
    sql`r.row_count <> 0`,
    ...names.map((name) => source.filter(db, name, view.filters[name]!)),
  ];
  const columns = summary.groups.map((column) => sql.ref(`r.${column}`));
  const selected = columns.length > 0 ? sql`${sql.join(columns)},` : sql``;
  const grouped = columns.length > 0 ? sql`group by ${sql.join(columns)}` : sql``;
  return sql<Record<string, unknown>>`
    select ${selected} sum(r.row_count) as n, sum(r.amount_minor) as minor
    from ${sql.table(buckets.buckets)} as r where ${sql.join(where, sql` and `)} ${grouped}`;
}

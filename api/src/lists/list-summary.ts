import { type Kysely, sql } from 'kysely';
import type { ListSummary } from '@rewards/contract';
import type { Database } from '../db/schema';
import { formatMinor } from '../lib/money';
import { type AnyListSource, columnRef, fromTable } from './list-source';
import { listCondition, type ListView } from './list-view';

// The summary cards of a list for its current filters, computed in the database in one
// grouped pass over the matching rows (never by downloading them): the count and amount of
// every combination of the grouped columns, folded here into per-column totals.

const num = (value: unknown) => Number(value ?? 0);

export async function listSummary(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
): Promise<ListSummary> {
  if (!source.summary) throw new Error(`${source.declaration.path} declares no summary`);
  const { amount, groups } = source.summary;
  const columns = groups.map((column) => columnRef(source, column));
  const where = listCondition(db, source, view);
  const grouped = columns.length > 0 ? sql`group by ${sql.join(columns)}` : sql``;
  const selected = columns.length > 0 ? sql`${sql.join(columns)},` : sql``;
  const result = await sql<Record<string, unknown>>`
    select ${selected} count(*) as n, coalesce(sum(${columnRef(source, amount)}), 0) as minor
    from ${fromTable(source)} where ${where} ${grouped}`.execute(db);

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
    summary.groups[column] = Object.fromEntries(
      Object.entries(perGroup[column] ?? {}).map(([value, { count, minor }]) => [
        value,
        { count, amount: formatMinor(minor) },
      ]),
    );
  }
  return summary;
}

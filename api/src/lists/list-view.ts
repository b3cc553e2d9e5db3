import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { parseSort } from '@rewards/contract';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/http-error';
import type { AnyListSource } from './list-source';
import { INDEX_PLAN } from './list-search-plan';
import type { ListView } from './list-shapes';

export type { ListView };

// A list's query (filters and sort) checked once for the page, the summary and the CSV.

// Control characters never occur in the searched fields; dropping them keeps the search
// text printable for the index query.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

export function parseListView(source: AnyListSource, query: Record<string, unknown>): ListView {
  const sort = parseSort(query.sort as string | undefined, source.declaration);
  if (typeof sort === 'string') throw badRequest(sort);
  const filters: Record<string, string> = {};
  for (const [name, spec] of Object.entries(source.declaration.filters)) {
    // An id filter arrives validated as a number (contract list-query.ts); the view keeps text.
    const raw = typeof query[name] === 'number' ? String(query[name]) : query[name];
    if (typeof raw !== 'string') continue;
    const value = spec.kind === 'search' ? raw.replace(CONTROL, '').trim() : raw;
    if (value !== '' && value !== 'all') filters[name] = value;
  }
  return { filters, sort };
}

/** One string per distinct view: a cursor is valid only for the view it was issued in. */
export const listViewKey = (source: AnyListSource, { filters, sort, scope }: ListView): string =>
  JSON.stringify([source.declaration.path, filters, sort.key, sort.direction, scope ?? null]);

/** One string per distinct filter (a total does not depend on the sort). */
export const listFilterKey = (source: AnyListSource, view: ListView): string =>
  JSON.stringify([source.declaration.path, view.filters, view.scope ?? null]);

/** The WHERE condition of the view's filters and scope over the list's table (`fromTable`). */
export function listCondition(
  db: Kysely<Database>,
  source: AnyListSource,
  view: ListView,
): Expression<SqlBool> {
  const plan = view.plan ?? INDEX_PLAN;
  const parts = source.plan?.condition
    ? [source.plan.condition(db, view)]
    : Object.entries(view.filters).map(([name, value]) => source.filter(db, name, value, plan));
  if (view.scope !== undefined && source.scopeCondition)
    parts.push(source.scopeCondition(db, view.scope));
  if (parts.length === 0) return sql<SqlBool>`1 = 1`;
  const all = sql<SqlBool>`${sql.join(parts, sql` and `)}`;
  // A source with its own plan chooses its indexes itself (SourcePlan.condition).
  return plan.sortOrder && !source.plan?.condition ? dialectOf(db).unindexedCondition(all) : all;
}

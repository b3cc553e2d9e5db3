import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { MoneyTextSearchTable } from '../db/dialect/list-text-search';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/http-error';
import { INDEX_PLAN, type ListPlan } from './list-search-plan';

// The SQL of the filter kinds every list shares (contract FilterSpec), over the table `r`.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date filter's bound as an ISO instant. A day (YYYY-MM-DD) is that UTC day; an ISO
 * timestamp (the screens send the admin's local day start and end) is taken as is.
 */
export function dateBound(name: string, value: string, bound: 'from' | 'to'): string {
  const text = DAY.test(value)
    ? `${value}T${bound === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`
    : value;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-/.test(value))
    throw badRequest(`${name}: expected a day (YYYY-MM-DD) or an ISO 8601 date-time`);
  return date.toISOString();
}

/** `r.<column>` on or after / on or before the bound (ISO text compares in time order). */
export function dateCondition(
  column: string,
  name: string,
  value: string,
  bound: 'from' | 'to',
): Expression<SqlBool> {
  const op = sql.raw(bound === 'from' ? '>=' : '<=');
  return sql<SqlBool>`${sql.ref(`r.${column}`)} ${op} ${dateBound(name, value, bound)}`;
}

export const equals = (column: string, value: unknown): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(`r.${column}`)} = ${value}`;

/** The rows of one user (a validated positive id): the list's `(user_id, id)` index serves it. */
export const ofUser = (value: string): Expression<SqlBool> => equals('user_id', Number(value));

/**
 * The row's user (name, email, phone, ref code) or its own searched text (a UTR, an order id)
 * contains the search, read in the plan chosen for its breadth (db/dialect/list-search.ts).
 */
export const searchMatches = (
  db: Kysely<Database>,
  table: MoneyTextSearchTable,
  search: string,
  plan: ListPlan = INDEX_PLAN,
): Expression<SqlBool> => dialectOf(db).listSearchMatch(table, search, plan.broadSearch);

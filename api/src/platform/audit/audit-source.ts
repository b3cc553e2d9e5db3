import { type Kysely, sql, type SqlBool } from 'kysely';
import { AUDIT_LIST, AuditEntry, MONEY_ACTIONS, roleHas } from '@rewards/contract';
import type { Database } from '../../db/schema';
import { auditEntriesByIds } from './audit-queries';
import { dateCondition, equals } from '../../lists/list-filters';
import { pageEntries, type PageEntry, type PageStart } from '../../lists/list-page';
import type { AnyListSource, SourceOf } from '../../lists/list-source';
import { countListTotal, type ListTotal } from '../../lists/list-total';
import type { ListView } from '../../lists/list-view';
import { createVersionedCache } from '../../lists/versioned-cache';

// The audit log (docs/product.md#audit-log). Finance reads the money actions only (its
// `money` scope); owners (audit:read) the whole trail.

const MONEY = 'money';

/**
 * The actions a money-scoped view without an action filter reads, one at a time on the
 * (action, id) index: `action in (...)` sorted every matching row instead (4.7 s for a first
 * page at a million rows on SQLite). Null: the view is one query.
 */
const actionsApart = (view: ListView): readonly string[] | null =>
  view.scope === MONEY && view.filters.action === undefined ? MONEY_ACTIONS : null;

/** The same view narrowed to one action (a money action, so the scope adds nothing). */
const ofAction = ({ filters, sort }: ListView, action: string): ListView => ({
  filters: { ...filters, action },
  sort,
});

/** Each action's page merged in the view's order (its only sort key is id). */
async function mergedEntries(
  db: Kysely<Database>,
  view: ListView,
  start: PageStart,
  count: number,
): Promise<PageEntry[]> {
  const actions = actionsApart(view);
  // A jump to a position cannot be split per action: it skips in the id order of all of them.
  if (actions === null || (start !== null && 'position' in start))
    return pageEntries(db, auditSource, view, start, count);
  const pages = await Promise.all(
    actions.map((action) => pageEntries(db, auditSource, ofAction(view, action), start, count)),
  );
  const sign = view.sort.direction === 'asc' ? 1 : -1;
  return pages
    .flat()
    .sort((a, b) => sign * (Number(a.id) - Number(b.id)))
    .slice(0, count);
}

/**
 * The log's version: its newest row (it only grows). An audited action without a tracked
 * change (a saved view, a sign-in lockout) moves no change event, so the common version would
 * keep a stale count.
 */
async function auditVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ last: unknown }>`select max(id) as last from audit_log`.execute(db);
  return String(result.rows[0]?.last);
}

/** The total, per action where the view reads them apart (a sum of capped counts). */
async function auditTotal(db: Kysely<Database>, source: AnyListSource, view: ListView) {
  const actions = actionsApart(view);
  if (actions === null) return countListTotal(db, source, view);
  const totals = await Promise.all(
    actions.map((action) => countListTotal(db, source, ofAction(view, action))),
  );
  return totals.reduce<ListTotal>(
    (sum, one) => ({ total: sum.total + one.total, isEstimate: sum.isEstimate || one.isEstimate }),
    { total: 0, isEstimate: false },
  );
}

export const auditSource: SourceOf<typeof AUDIT_LIST> = {
  declaration: AUDIT_LIST,
  row: AuditEntry,
  table: 'audit_log',
  tag: 'audit',
  noun: 'Audit entries',
  sortKeys: { id: { column: 'id', kind: 'number' } },
  filter: (_db, name, value) => {
    switch (name) {
      case 'adminId':
        return equals('admin_id', Number(value));
      case 'action':
        return equals('action', value);
      case 'entity':
        return equals('entity', value);
      case 'entityId':
        return equals('entity_id', Number(value));
      case 'userId':
        return equals('user_id', Number(value));
      case 'from':
      case 'to':
        return dateCondition('at', name, value, name);
    }
  },
  rowsByIds: auditEntriesByIds,
  summary: null,
  scopeOf: (role) => (role !== undefined && roleHas(role, 'audit:read') ? null : MONEY),
  scopeCondition: () =>
    sql<SqlBool>`r.action in (${sql.join(MONEY_ACTIONS.map((action) => sql.lit(action)))})`,
  csvFileName: (now) => `audit-log-${now.toISOString().slice(0, 10)}.csv`,
  plan: {
    entries: (db, view, start, count) => mergedEntries(db, view, start, count),
    totals: (db) => {
      const cached = createVersionedCache(
        db,
        (source, view) => auditTotal(db, source, view),
        auditVersion,
      );
      return (view) => cached(auditSource, view);
    },
  },
};

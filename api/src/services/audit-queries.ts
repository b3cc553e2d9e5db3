import {
  MONEY_ACTIONS,
  type AuditEntry,
  type AuditExportQuery,
  type AuditQuery,
} from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const DEFAULT_LIMIT = 100;

/**
 * One page of the audit log, newest first, by keyset (`id < before`): every page costs the
 * same however deep the admin scrolls, which offset paging would not at a million rows.
 */
export async function auditPage(
  db: Kysely<Database>,
  query: AuditQuery,
  moneyOnly: boolean,
): Promise<{ data: AuditEntry[]; nextBefore: number | null }> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  let select = db
    .selectFrom('audit_log as l')
    .leftJoin('admins as a', 'a.id', 'l.admin_id')
    .select([
      'l.id',
      'l.at',
      'l.admin_id',
      'a.email',
      'l.action',
      'l.entity',
      'l.entity_id',
      'l.before_json',
      'l.after_json',
      'l.ip',
    ])
    .orderBy('l.id', 'desc')
    .limit(limit + 1);
  if (query.before !== undefined) select = select.where('l.id', '<', query.before);
  if (query.adminId !== undefined) select = select.where('l.admin_id', '=', query.adminId);
  if (query.action !== undefined) select = select.where('l.action', '=', query.action);
  if (query.entity !== undefined) select = select.where('l.entity', '=', query.entity);
  if (query.entityId !== undefined) select = select.where('l.entity_id', '=', query.entityId);
  if (query.from !== undefined) select = select.where('l.at', '>=', query.from);
  if (query.to !== undefined) select = select.where('l.at', '<=', query.to);
  if (moneyOnly) select = select.where('l.action', 'in', [...MONEY_ACTIONS]);
  const rows = await select.execute();
  const page = rows.slice(0, limit);
  return {
    data: page.map((row) => ({
      id: row.id,
      at: row.at,
      adminId: row.admin_id,
      adminEmail: row.email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: row.before_json,
      after: row.after_json,
      ip: row.ip,
    })),
    nextBefore: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

const EXPORT_PAGE = 500;

/**
 * Every row matching the filters, newest first, one keyset page at a time: the export streams
 * a million rows while holding one page in memory, and stops reading when the client goes away.
 */
export async function* auditPages(
  db: Kysely<Database>,
  filters: AuditExportQuery,
  moneyOnly: boolean,
): AsyncGenerator<AuditEntry[]> {
  let before: number | undefined;
  for (;;) {
    const page = await auditPage(db, { ...filters, before, limit: EXPORT_PAGE }, moneyOnly);
    yield page.data;
    if (page.nextBefore === null) return;
    before = page.nextBefore;
  }
}

import type { AuditEntry } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The audit rows of a page of the log, by id, in any order, with the acting admin's email. */
export async function auditEntriesByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<AuditEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
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
    .where('l.id', 'in', ids)
    .execute();
  return rows.map((row) => ({
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
  }));
}

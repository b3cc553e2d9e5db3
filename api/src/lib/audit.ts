import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { noteChangeEvent } from '../events/change-ids';
import type { AuditAction } from './audit-actions';

export interface AuditEntry {
  adminId: number | null;
  action: AuditAction;
  entity: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
  at: string;
  ip: string | null;
  /**
   * The app user the change concerns, for their page's trail: given for a record of theirs (a
   * withdrawal, a wallet transaction, a notification); a `user` row is its own entity id.
   */
  userId?: number | null;
}

/**
 * Records an admin change. Always call with the transaction that makes the change, so the
 * change and its audit row commit (or roll back) together.
 */
export async function writeAudit(
  trx: Transaction<Database> | Kysely<Database>,
  entry: AuditEntry,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before_json:
        entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after_json:
        entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      at: entry.at,
      ip: entry.ip,
      user_id: entry.userId ?? (entry.entity === 'user' ? entry.entityId : null),
    })
    .execute();
  await noteChangeEvent(trx, entry.entity, entry.entityId, entry.adminId);
}

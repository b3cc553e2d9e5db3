import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { noteChangeEvent } from '../../events/change-ids';
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

const rowOf = (entry: AuditEntry) => ({
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
});

/** Audit rows a statement (9 columns a row: well under either database's parameter limit). */
const CHUNK = 500;

/**
 * Records admin changes, in the order given. Always call with the transaction that makes the
 * changes, so the changes and their audit rows commit (or roll back) together. Many entries
 * go in one multi-row insert each (a bulk group, decision 046), the same rows as one by one.
 */
export async function writeAudits(
  trx: Transaction<Database> | Kysely<Database>,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += CHUNK)
    await trx
      .insertInto('audit_log')
      .values(entries.slice(i, i + CHUNK).map(rowOf))
      .execute();
  for (const entry of entries)
    await noteChangeEvent(trx, entry.entity, entry.entityId, entry.adminId);
}

/** Records one admin change (see writeAudits). */
export const writeAudit = (
  trx: Transaction<Database> | Kysely<Database>,
  entry: AuditEntry,
): Promise<void> => writeAudits(trx, [entry]);

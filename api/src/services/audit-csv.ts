import { Readable } from 'node:stream';
import {
  AUDIT_ACTIONS,
  CSV_LINE_BREAK,
  csvLine,
  type AuditEntry,
  type AuditExportQuery,
} from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { auditPages } from './audit-queries';

const HEADERS = [
  'ID',
  'When (UTC)',
  'Admin ID',
  'Admin',
  'Action',
  'Description',
  'Entity',
  'Entity ID',
  'Before',
  'After',
  'IP',
];

function toLine(row: AuditEntry): string {
  const label = (AUDIT_ACTIONS as Record<string, string>)[row.action] ?? row.action;
  return csvLine([
    row.id,
    row.at,
    row.adminId,
    row.adminEmail,
    row.action,
    label,
    row.entity,
    row.entityId,
    row.before,
    row.after,
    row.ip,
  ]);
}

/** The audit rows matching the filters as a CSV stream (header line first, CRLF breaks). */
export function auditCsv(
  db: Kysely<Database>,
  filters: AuditExportQuery,
  moneyOnly: boolean,
): Readable {
  async function* lines() {
    yield csvLine(HEADERS) + CSV_LINE_BREAK;
    for await (const page of auditPages(db, filters, moneyOnly)) {
      if (page.length > 0) yield page.map(toLine).join(CSV_LINE_BREAK) + CSV_LINE_BREAK;
    }
  }
  return Readable.from(lines());
}

import { type Static, Type } from '@sinclair/typebox';
import { AUDIT_LIST } from '../lists/audit-list';
import { Nullable, StrictObject, Timestamp } from './common';
import { ListPage, listPageQuery, listViewQuery } from './list-query';

/** The filters and sort of the audit log (AUDIT_LIST): what its CSV export takes. */
export const AuditExportQuery = listViewQuery(AUDIT_LIST);
export type AuditExportQuery = Static<typeof AuditExportQuery>;

/** A page of the audit log: the list engine's paging (cursor or position, limit). */
export const AuditQuery = listPageQuery(AUDIT_LIST);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = StrictObject({
  id: Type.Integer(),
  at: Timestamp,
  adminId: Nullable(Type.Integer()),
  adminEmail: Nullable(Type.String()),
  action: Type.String(),
  entity: Type.String(),
  entityId: Nullable(Type.Integer()),
  /** JSON text of the values before and after the change. */
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
  ip: Nullable(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPageResponse = ListPage(AuditEntry);
export type AuditPageResponse = Static<typeof AuditPageResponse>;

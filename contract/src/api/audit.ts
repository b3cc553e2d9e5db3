import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject, Timestamp } from './common';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** Filters of the audit log, shared by the paged list and the CSV export. */
const AUDIT_FILTERS = {
  adminId: Type.Optional(Id),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  entity: Type.Optional(Type.String({ maxLength: 64 })),
  entityId: Type.Optional(Id),
  /** Rows concerning this app user: actions on them and on their money (a user's page). */
  userId: Type.Optional(Id),
  from: Type.Optional(Timestamp),
  to: Type.Optional(Timestamp),
};

/** The CSV export takes the list's filters and streams every matching row. */
export const AuditExportQuery = StrictObject(AUDIT_FILTERS);
export type AuditExportQuery = Static<typeof AuditExportQuery>;

/** A page of the audit log; `before` is the keyset cursor (the last id of the previous page). */
export const AuditQuery = StrictObject({
  before: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  ...AUDIT_FILTERS,
});
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

export const AuditPageResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(AuditEntry),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: Nullable(Type.Integer()),
});
export type AuditPageResponse = Static<typeof AuditPageResponse>;

import type { AuditEntry } from '../api/audit';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../audit/audit-catalogue';
import { defineList } from './list-declaration';

// The audit log (`/settings/audit`, docs/product.md#audit-log), newest first. The screen's
// columns (When, Admin, Action, Record, Before → after, IP) and the CSV's (raw values and the
// action's wording) differ, so some columns are shown only and some exported only.

const wording = (row: AuditEntry) =>
  (AUDIT_ACTIONS as Readonly<Record<string, string>>)[row.action] ?? row.action;

const choice = (values: readonly string[]) => ({ kind: 'choice', values }) as const;

export const AUDIT_LIST = defineList<AuditEntry>()({
  key: 'audit',
  path: '/audit',
  operationName: 'AuditEntries',
  permission: 'audit:read-money',
  dataSet: 'audit',
  entity: null,
  sortKeys: ['id'],
  defaultSort: { key: 'id', direction: 'desc' },
  filters: {
    adminId: { kind: 'id', label: 'admin id' },
    action: choice(['all', ...Object.keys(AUDIT_ACTIONS)]),
    entity: choice(['all', ...Object.keys(AUDIT_ENTITIES)]),
    entityId: { kind: 'id', label: 'record id' },
    /** Rows concerning this app user: actions on them and on their money (a user's page). */
    userId: { kind: 'id', label: 'app user id' },
    from: { kind: 'date', bound: 'from' },
    to: { kind: 'date', bound: 'to' },
  },
  // The screen's links and saved views name these `admin` and `user`.
  urlKeys: { adminId: 'admin', userId: 'user' },
  columns: [
    { id: 'id', header: 'ID', sortKey: 'id', csv: (row) => row.id },
    // Shown in the admin's time zone; the CSV keeps the UTC instant.
    { id: 'at', header: 'When' },
    { id: 'atUtc', header: 'When (UTC)', csv: (row) => row.at },
    { id: 'adminId', header: 'Admin ID', csv: (row) => row.adminId },
    { id: 'admin', header: 'Admin', csv: (row) => row.adminEmail },
    // The screen shows the wording; the CSV the action's key, then its wording.
    { id: 'action', header: 'Action', csv: (row) => row.action },
    { id: 'description', header: 'Description', csv: wording },
    { id: 'record', header: 'Record' },
    { id: 'entity', header: 'Entity', csv: (row) => row.entity },
    { id: 'entityId', header: 'Entity ID', csv: (row) => row.entityId },
    { id: 'change', header: 'Before → after' },
    { id: 'before', header: 'Before', csv: (row) => row.before },
    { id: 'after', header: 'After', csv: (row) => row.after },
    { id: 'ip', header: 'IP', csv: (row) => row.ip },
  ],
  csvFileName: 'audit-log.csv',
});

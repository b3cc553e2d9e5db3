import type { AuditEntry } from '@rewards/contract';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@rewards/contract/audit';
import type { Permission } from '@rewards/contract/permissions';
import { formatDateTime } from '@rewards/shared';
import { Link as RouterLink } from '@rewards/shared/router';
import { Button, Link, Text } from '@rewards/shared/ui';
import { AUDIT_LIST } from '@rewards/contract/lists';
import { type DataColumn, EXPORT_ONLY, listColumns } from '@rewards/shared/table';
import { describeChange } from './audit-change';
import { entityLink } from './audit-entity-link';

const labelOf = (table: Record<string, string>, key: string) => table[key] ?? key;

function RecordCell({ row, mayOpen }: { row: AuditEntry; mayOpen: (p: Permission) => boolean }) {
  const text = `${labelOf(AUDIT_ENTITIES, row.entity)}${row.entityId === null ? '' : ` #${row.entityId}`}`;
  const link = entityLink(row.entity, row.entityId);
  if (!link || !mayOpen(link.permission)) return <>{text}</>;
  return (
    <Link asChild colorPalette="blue" title={`Open ${link.label}`}>
      <RouterLink to={link.to}>{text}</RouterLink>
    </Link>
  );
}

/** One line per row (the table keeps a fixed row height); the full text is in the tooltip. */
function OneLine({ text }: { text: string }) {
  return (
    <Text truncate title={text} maxW="100%">
      {text || '—'}
    </Text>
  );
}

export interface AuditColumnOptions {
  /** Narrows the list to one admin's actions (clicking the admin in a row). */
  onFilterAdmin: (adminId: number) => void;
  mayOpen: (permission: Permission) => boolean;
}

/** The screen's cells of AUDIT_LIST's shown columns (headers and CSV are the declaration's). */
export function auditColumns(options: AuditColumnOptions): DataColumn<AuditEntry>[] {
  // Every width in px: the table is laid out by them (fixed layout) and fits the 1,150 px a
  // 1440 px screen leaves it (it was 2,079 px with the change text setting the width).
  return listColumns(AUDIT_LIST.columns, {
    // The CSV's raw values; the screen shows them worded (When, Record, Before → after).
    id: EXPORT_ONLY,
    atUtc: EXPORT_ONLY,
    adminId: EXPORT_ONLY,
    description: EXPORT_ONLY,
    entity: EXPORT_ONLY,
    entityId: EXPORT_ONLY,
    before: EXPORT_ONLY,
    after: EXPORT_ONLY,
    at: { width: '180px', cell: (row) => <OneLine text={formatDateTime(row.at)} /> },
    admin: {
      width: '200px',
      cell: (row) =>
        row.adminId === null ? (
          <Text color="fg.muted">Deleted admin</Text>
        ) : (
          <Button
            variant="plain"
            size="xs"
            px="0"
            maxW="100%"
            title="Show only this admin's actions"
            onClick={() => options.onFilterAdmin(row.adminId as number)}
          >
            <Text as="span" truncate>
              {row.adminEmail ?? `Admin #${row.adminId}`}
            </Text>
          </Button>
        ),
    },
    action: {
      width: '200px',
      cell: (row) => <OneLine text={labelOf(AUDIT_ACTIONS, row.action)} />,
    },
    record: { width: '140px', cell: (row) => <RecordCell row={row} mayOpen={options.mayOpen} /> },
    change: {
      width: '300px',
      cell: (row) => (
        <OneLine
          text={describeChange(row.before, row.after, { id: row.adminId, email: row.adminEmail })}
        />
      ),
    },
    ip: { width: '120px', cell: (row) => <OneLine text={row.ip ?? ''} /> },
  });
}

import { useCallback, useMemo, useState } from 'react';
import type { AuditEntry } from '@rewards/contract';
import { AUDIT_LIST } from '@rewards/contract/lists';
import { ROUTES, userPath } from '@rewards/contract/routes';
import { can, DATA_SETS } from '@rewards/shared';
import { useQueryClient, useServerList } from '@rewards/shared/query';
import { Link as RouterLink } from '@rewards/shared/router';
import { SavedViews, ServerListTable, useListView } from '@rewards/shared/table';
import {
  Button,
  ErrorState,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@rewards/shared/ui';
import { auditColumns } from './audit-columns';
import { AuditFilterBar } from './audit-filter-bar';

const dataSet = DATA_SETS.auditLog;
const FIRST_ROWS = 100;

/** The dated file name of the CSV, as the API names it. */
const csvFileName = () => `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * /settings/audit: who did what to which record, when and from where, newest first. Owners
 * see the whole trail, finance its money actions (the API scopes). Served by the list engine
 * (AUDIT_LIST): filters in the URL, windows of rows as the table scrolls (a jump anywhere
 * costs the same), the CSV streamed from the API.
 */
export function AuditLogPage() {
  const view = useListView(AUDIT_LIST);
  const [scrolled, setScrolled] = useState(false);
  const hold = scrolled || view.filtered;
  const list = useServerList<AuditEntry>({
    dataSet,
    path: AUDIT_LIST.path,
    query: view.query,
    holdNewRows: hold,
  });
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: [dataSet] });
  const { apply } = view;
  const filterAdmin = useCallback((adminId: number) => apply({ admin: String(adminId) }), [apply]);
  const columns = useMemo(
    () => auditColumns({ onFilterAdmin: filterAdmin, mayOpen: can }),
    [filterAdmin],
  );
  const userId = view.query.userId;
  // The rows of the first window name an admin the filter bar cannot list (finance).
  const { rowAt, total } = list;
  const firstRows = useMemo(
    () =>
      Array.from({ length: Math.min(total ?? 0, FIRST_ROWS) }, (_, i) => rowAt(i)).filter(
        (row): row is AuditEntry => row !== undefined,
      ),
    [rowAt, total],
  );

  return (
    <Stack gap="5">
      <PageHeader
        title="Audit log"
        description="Every change an admin made: who, what, which record, before and after, when and from which IP."
        actions={
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={ROUTES.settings.path}>Back to settings</RouterLink>
          </Button>
        }
      />
      <SavedViews list="audit" />
      <AuditFilterBar
        filters={view.applied}
        rows={firstRows}
        onChange={apply}
        onClear={view.clear}
      />
      {userId !== undefined && (
        // Set by a user's page ('Open this trail in the audit log'); no select names it.
        <Text fontSize="sm">
          Only actions concerning{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={userPath(Number(userId))}>user #{userId}</RouterLink>
          </Link>{' '}
          and their money. Clear shows every action.
        </Text>
      )}
      {list.error && <ErrorState title="Could not load the audit log" onRetry={reload} />}
      {list.total === null && !list.error && <LoadingState label="Loading the audit log..." />}
      {list.total !== null && (
        <ServerListTable
          list={list}
          view={view}
          columns={columns}
          noun="entries"
          emptyText="No audit entries found"
          caption="Audit log"
          rowHeight={44}
          csv={{ path: `${AUDIT_LIST.path}/export.csv`, fileName: csvFileName() }}
          onScrolledChange={setScrolled}
        />
      )}
    </Stack>
  );
}

import { useCallback, useMemo } from 'react';
import { ROUTES, userPath } from '@rewards/contract/routes';
import { can, useUrlFilters } from '@rewards/shared';
import { Link as RouterLink } from '@rewards/shared/router';
import { DataTable, SavedViews } from '@rewards/shared/table';
import {
  Button,
  ErrorState,
  HStack,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@rewards/shared/ui';
import { auditExportUrl } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditFilterBar } from './audit-filter-bar';
import { AUDIT_FILTER_DEFAULTS, toAuditQuery } from './audit-filters';
import { useAuditLog } from './use-audit-log';

/**
 * /settings/audit: who did what to which record, when and from where, newest first. Owners
 * see the whole trail, finance its money actions (the API filters). Filters live in the URL;
 * rows arrive a keyset page at a time as the table scrolls; the CSV comes streamed from the API.
 */
export function AuditLogPage() {
  const [filters, setFilters, clearFilters] = useUrlFilters(AUDIT_FILTER_DEFAULTS);
  const query = useMemo(() => toAuditQuery(filters), [filters]);
  const log = useAuditLog(query);
  const filterAdmin = useCallback(
    (adminId: number) => setFilters({ admin: String(adminId) }),
    [setFilters],
  );
  const columns = useMemo(
    () => auditColumns({ onFilterAdmin: filterAdmin, mayOpen: can }),
    [filterAdmin],
  );

  return (
    <Stack gap="5">
      <PageHeader
        title="Audit log"
        description="Every change an admin made: who, what, which record, before and after, when and from which IP."
        actions={
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <a href={auditExportUrl(query)} download>
                Export CSV
              </a>
            </Button>
            <Button asChild size="sm" variant="ghost">
              <RouterLink to={ROUTES.settings.path}>Back to settings</RouterLink>
            </Button>
          </HStack>
        }
      />
      <SavedViews list="audit" />
      <AuditFilterBar
        filters={filters}
        rows={log.rows}
        onChange={setFilters}
        onClear={clearFilters}
      />
      {query.userId !== undefined && (
        // Set by a user's page ('Open this trail in the audit log'); no select names it.
        <Text fontSize="sm">
          Only actions concerning{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={userPath(query.userId)}>user #{query.userId}</RouterLink>
          </Link>{' '}
          and their money. Clear shows every action.
        </Text>
      )}
      {log.status === 'error' && (
        <ErrorState title="Could not load the audit log" onRetry={() => void log.refetch()} />
      )}
      {log.status === 'pending' && <LoadingState label="Loading the audit log..." />}
      {log.status === 'success' && (
        <>
          <DataTable
            rows={log.rows}
            columns={columns}
            getRowId={(row) => row.id}
            emptyText="No audit entries found"
            caption="Audit log"
            rowHeight={44}
            onRangeChange={log.onRangeChange}
          />
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {log.rows.length} entries loaded
            {log.isFetchingNextPage
              ? ', loading more…'
              : log.hasNextPage
                ? ', more as you scroll'
                : ''}
          </Text>
        </>
      )}
    </Stack>
  );
}

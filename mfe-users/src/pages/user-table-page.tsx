import { DataTable } from '@rewards/shared/table';
import { Button, ErrorState, LoadingState, PageHeader, Stack, Text } from '@rewards/shared/ui';
import { userColumns } from '../components/user-columns';
import { useUsers } from '../hooks/use-users';

/** /user-table, exposed as `mfe_users/UserTablePage` (default export: the federation boundary). */
export default function UserTablePage() {
  const { users, status, refreshing, reload } = useUsers();
  // Rows on screen (fresh, or cached while refreshing / after a failed refresh) beat a spinner.
  const showTable = status === 'ready' || refreshing || (status === 'error' && users.length > 0);

  return (
    <Stack gap="4">
      <PageHeader
        title="User Manage"
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
            Refresh
          </Button>
        }
      />
      {status === 'error' && (
        <ErrorState
          title="Could not load users"
          description={users.length > 0 ? 'Showing the last saved list.' : undefined}
          onRetry={reload}
        />
      )}
      {status === 'loading' && !refreshing && <LoadingState label="Loading users..." />}
      {showTable && (
        <>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {users.length} users{refreshing ? ' (updating...)' : ''}
          </Text>
          <DataTable
            rows={users}
            columns={userColumns}
            getRowId={(user) => user.id}
            emptyText="No data available"
            caption="Users"
            rowHeight={48}
          />
        </>
      )}
    </Stack>
  );
}

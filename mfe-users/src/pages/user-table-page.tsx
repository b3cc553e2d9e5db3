import { CsvExportButton, DataTable } from '@rewards/shared/table';
import {
  Button,
  ErrorState,
  HStack,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@rewards/shared/ui';
import { UserFilterBar } from '../features/filters/user-filter-bar';
import { useUserView } from '../features/filters/use-user-view';
import { useUsers } from '../features/user-list/use-users';
import { RowControlsStyle } from '../features/user-table/row-controls-style';
import { useLeaveGuard } from '../features/user-table/use-leave-guard';
import { useNow } from '../features/user-table/use-now';
import { useUserActions } from '../features/user-table/use-user-actions';
import { ClockProvider, UserActionsProvider } from '../features/user-table/user-actions-context';
import { userColumns } from '../features/user-table/user-columns';

// A pause expires after 5 minutes; checking every 15 s shows '(Expired)' at most 15 s late.
const CLOCK_TICK_MS = 15_000;
const NO_FILTERS = { q: '', status: 'all', trust: 'all' };
const count = (n: number) => n.toLocaleString('en-IN');

/** /user-table, exposed as `mfe_users/UserTablePage` (default export: the federation boundary). */
export default function UserTablePage() {
  const { users, status, refreshing, reload, replaceUser, removeUser } = useUsers();
  const actions = useUserActions({ onSaved: replaceUser, onDeleted: removeUser });
  const now = useNow(CLOCK_TICK_MS);
  useLeaveGuard();
  const view = useUserView(users, userColumns);
  // Rows on screen (fresh, or cached while refreshing / after a failed refresh) beat a spinner.
  const showTable = status === 'ready' || refreshing || (status === 'error' && users.length > 0);

  return (
    <Stack gap="4">
      <PageHeader
        title="User Manage"
        actions={
          <HStack>
            <CsvExportButton fileName="users.csv" rows={view.rows} columns={userColumns} />
            <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
              Refresh
            </Button>
          </HStack>
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
        <UserActionsProvider value={actions}>
          <ClockProvider value={now}>
            <RowControlsStyle />
            <UserFilterBar
              params={view.params}
              onChange={view.setParams}
              onReset={() => view.setParams(NO_FILTERS)}
            />
            <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="user-count">
              {view.rows.length === users.length
                ? `${count(users.length)} users`
                : `Showing ${count(view.rows.length)} of ${count(users.length)} users`}
              {refreshing ? ' (updating...)' : ''}
            </Text>
            <DataTable
              rows={view.rows}
              columns={userColumns}
              getRowId={(user) => user.id}
              emptyText={users.length === 0 ? 'No data available' : 'No users match these filters'}
              caption="Users"
              rowHeight={48}
              sort={view.sort}
              onSortChange={view.toggleSort}
            />
          </ClockProvider>
        </UserActionsProvider>
      )}
    </Stack>
  );
}

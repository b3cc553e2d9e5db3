import { useCallback, useState } from 'react';
import {
  DataTable,
  NewRowsNotice,
  SavedViews,
  ServerCsvExport,
  useSelection,
  useSelectionColumns,
} from '@rewards/shared/table';
import { DATA_SETS } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { useLiveNewRows, useQueryClient, useServerRowPatches } from '@rewards/shared/query';
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
import { usePrefetchUserList, useUserList } from '../features/user-list/use-user-list';
import { userListKeys } from '../common/query-keys';
import { RowControlsStyle } from '../common/user-row/row-controls-style';
import { useLeaveGuard } from '../features/user-table/use-leave-guard';
import { useNow } from '../common/user-row/use-now';
import { useUserActions } from '../common/user-row/use-user-actions';
import { UserBulkActions } from '../features/user-table/user-bulk-actions';
import { ClockProvider, UserActionsProvider } from '../common/user-row/user-actions-context';
import { userColumns } from '../features/user-table/user-columns';
import { PendingWalletChanges } from '../features/wallet-changes/pending-wallet-changes';

// A pause expires after 5 minutes; checking every 15 s shows '(Expired)' at most 15 s late.
const CLOCK_TICK_MS = 15_000;
const NO_FILTERS = { q: '', status: 'all', trust: 'all' };
const count = (n: number) => n.toLocaleString('en-IN');

function countLine(total: number, estimate: boolean, allTotal: number | null, narrowed: boolean) {
  const shown = `${estimate ? 'about ' : ''}${count(total)}`;
  if (!narrowed) return `${shown} users`;
  return allTotal === null
    ? `Showing ${shown} users`
    : `Showing ${shown} of ${count(allTotal)} users`;
}

/** /user-table, exposed as `mfe_users/UserTablePage` (default export: the federation boundary). */
export default function UserTablePage() {
  const view = useUserView(usePrefetchUserList());
  const [scrolled, setScrolled] = useState(false);
  // New users show at once only at the top of the default view; elsewhere rows would move.
  const hold = scrolled || Object.keys(view.query).length > 0;
  const live = useLiveNewRows(DATA_SETS.users, 'user.created', hold);
  const list = useUserList(view.query, hold);
  const patches = useServerRowPatches<User>(DATA_SETS.users);
  const actions = useUserActions({ onSaved: patches.replaceRow, onDeleted: patches.removeRow });
  const client = useQueryClient();
  const now = useNow(CLOCK_TICK_MS);
  useLeaveGuard();
  const reload = () => void client.invalidateQueries({ queryKey: userListKeys.all });
  const narrowed = Object.keys(view.query).some((key) => key !== 'sort');
  const selection = useSelection<User>({
    filter: view.query as Record<string, string>,
    total: list.total ?? 0,
    rowAt: list.rowAt,
    rowsBetween: list.rowsBetween,
  });
  const table = useSelectionColumns({
    selection,
    columns: userColumns,
    rowAt: list.rowAt,
    onRangeChange: list.onRangeChange,
  });
  const { setParams } = view;
  const resetFilters = useCallback(() => setParams(NO_FILTERS), [setParams]);

  return (
    <Stack gap="4">
      <PageHeader
        title="User Manage"
        actions={
          <HStack>
            <ServerCsvExport
              path="/users/export.csv"
              query={view.query}
              fileName="users.csv"
              disabled={!list.total}
            />
            <Button variant="outline" size="sm" onClick={reload} loading={list.isFetching}>
              Refresh
            </Button>
          </HStack>
        }
      />
      <PendingWalletChanges />
      {list.error && (
        <ErrorState
          title="Could not load users"
          description={list.total !== null ? 'Showing the last rows loaded.' : undefined}
          onRetry={reload}
        />
      )}
      {list.total === null && !list.error && <LoadingState label="Loading users..." />}
      {list.total !== null && (
        <UserActionsProvider value={actions}>
          <ClockProvider value={now}>
            <RowControlsStyle />
            <SavedViews list="users" />
            <UserFilterBar params={view.params} onChange={view.setParams} onReset={resetFilters} />
            <HStack justify="space-between" minH="8">
              <Text
                color="fg.muted"
                fontSize="sm"
                aria-live="polite"
                aria-busy={list.isFetching}
                data-testid="user-count"
              >
                {countLine(list.total, list.totalIsEstimate, list.allTotal, narrowed)}
              </Text>
              <NewRowsNotice count={live.newCount} noun="users" onShow={live.showNew} />
            </HStack>
            <UserBulkActions
              selection={selection}
              total={list.total}
              totalIsEstimate={list.totalIsEstimate}
            />
            <DataTable
              rowCount={list.total}
              rowAt={list.rowAt}
              onRangeChange={table.onRangeChange}
              scrollResetKey={JSON.stringify(view.query)}
              columns={table.columns}
              getRowId={(user) => user.id}
              emptyText={narrowed ? 'No users match these filters' : 'No data available'}
              caption="Users"
              rowHeight={48}
              sort={view.sort}
              onSortChange={view.toggleSort}
              isFresh={live.isFresh}
              onScrolledChange={setScrolled}
            />
          </ClockProvider>
        </UserActionsProvider>
      )}
    </Stack>
  );
}

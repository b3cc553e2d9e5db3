import { useEffect, useState } from 'react';
import { RowCellsStyle, SavedViews, ServerListTable, useSelection } from '@rewards/shared/table';
import { CACHE_KEYS, DATA_SETS, removeCache } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { USER_LIST } from '@rewards/contract/lists';
import {
  useLiveNewRows,
  usePrefetchServerList,
  useQueryClient,
  useServerList,
  serverListKeys,
  useServerRowPatches,
} from '@rewards/shared/query';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { UserFilterBar } from '../features/filters/user-filter-bar';
import { useUserView } from '../features/filters/use-user-view';
import { useLeaveGuard } from '../features/user-table/use-leave-guard';
import { useNow } from '../common/user-row/use-now';
import { useUserActions } from '../common/user-row/use-user-actions';
import { UserBulkActions } from '../features/user-table/user-bulk-actions';
import { ClockProvider, UserActionsProvider } from '../common/user-row/user-actions-context';
import { userColumns } from '../features/user-table/user-columns';
import { PendingWalletChanges } from '../features/wallet-changes/pending-wallet-changes';

// A pause expires after 5 minutes; checking every 15 s shows '(Expired)' at most 15 s late.
const CLOCK_TICK_MS = 15_000;
const dataSet = DATA_SETS.users;
const source = { dataSet, path: USER_LIST.path };

/** /user-table, exposed as `mfe_users/UserTablePage` (default export: the federation boundary). */
export default function UserTablePage() {
  const view = useUserView(usePrefetchServerList(source));
  const [scrolled, setScrolled] = useState(false);
  // New users show at once only at the top of the default view; elsewhere rows would move.
  const hold = scrolled || Object.keys(view.query).length > 0;
  const live = useLiveNewRows(dataSet, 'user.created', hold);
  const list = useServerList<User>({ ...source, query: view.query, holdNewRows: hold });
  const patches = useServerRowPatches<User>(dataSet);
  const actions = useUserActions({ onSaved: patches.replaceRow, onDeleted: patches.removeRow });
  const client = useQueryClient();
  const now = useNow(CLOCK_TICK_MS);
  useLeaveGuard();
  const reload = () => void client.invalidateQueries({ queryKey: serverListKeys(dataSet).all });
  const selection = useSelection<User>({
    filter: view.query,
    total: list.total ?? 0,
    rowAt: list.rowAt,
    rowsBetween: list.rowsBetween,
  });

  useEffect(() => {
    // docs/product.md#users: a failed user fetch is logged (the page shows a retry panel too).
    if (list.error) console.error('[mfe-users] failed to load users', list.error);
  }, [list.error]);
  // The screen no longer keeps the list in local storage (docs/spec-deviations.md): a copy
  // an older version left there is stale and only takes space.
  useEffect(() => removeCache(CACHE_KEYS.users), []);

  return (
    <Stack gap="4">
      <PageHeader
        title="User Manage"
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={list.isFetching}>
            Refresh
          </Button>
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
            <RowCellsStyle />
            <SavedViews list="users" />
            <UserFilterBar params={view.params} onChange={view.setParams} onReset={view.clear} />
            <UserBulkActions
              selection={selection}
              total={list.total}
              totalIsEstimate={list.totalIsEstimate}
            />
            <ServerListTable
              list={list}
              view={view}
              columns={userColumns}
              noun="users"
              emptyText={view.filtered ? 'No users match these filters' : 'No data available'}
              caption="Users"
              csv={{ path: `${USER_LIST.path}/export.csv`, fileName: USER_LIST.csvFileName }}
              live={live}
              onScrolledChange={setScrolled}
              rowHeight={48}
              selection={selection}
              countTestId="user-count"
            />
          </ClockProvider>
        </UserActionsProvider>
      )}
    </Stack>
  );
}

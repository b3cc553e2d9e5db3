import { useEffect } from 'react';
import {
  ListRefreshButton,
  ListScreen,
  ListScreenTable,
  RowCellsStyle,
  SavedViews,
  useListScreen,
} from '@rewards/shared/table';
import { CACHE_KEYS, DATA_SETS, removeCache } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { USER_LIST } from '@rewards/contract/lists';
import { useServerRowPatches } from '@rewards/shared/query';
import { PageHeader, Stack } from '@rewards/shared/ui';
import { UserFilterBar } from '../features/filters/user-filter-bar';
import type { UserViewParams } from '../features/filters/user-filters';
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

/** /user-table, exposed as `mfe_users/UserTablePage` (default export: the federation boundary). */
export default function UserTablePage() {
  const screen = useListScreen<User>({
    declaration: USER_LIST,
    prefetch: 'list',
    selectable: true,
    // New users show at once only at the top of the default view, in its default order too.
    holdWhenSorted: true,
    // While the admin types, at most one search per 150 ms goes out; the last is always sent.
    searchPaceMs: 150,
    reloads: 'list',
    // docs/product.md#users: a failed user fetch is logged (the page shows a retry panel too).
    failureLog: '[mfe-users] failed to load users',
  });
  const { view, list } = screen;
  const patches = useServerRowPatches<User>(dataSet);
  const actions = useUserActions({ onSaved: patches.replaceRow, onDeleted: patches.removeRow });
  const now = useNow(CLOCK_TICK_MS);
  useLeaveGuard();
  // The screen no longer keeps the list in local storage (docs/spec-deviations.md): a copy
  // an older version left there is stale and only takes space.
  useEffect(() => removeCache(CACHE_KEYS.users), []);

  return (
    <Stack gap="4">
      <PageHeader title="User Manage" actions={<ListRefreshButton screen={screen} />} />
      <PendingWalletChanges />
      <ListScreen
        screen={screen}
        errorTitle="Could not load users"
        errorDescription={list.total !== null ? 'Showing the last rows loaded.' : undefined}
        loadingLabel="Loading users..."
      >
        <UserActionsProvider value={actions}>
          <ClockProvider value={now}>
            <RowCellsStyle />
            <SavedViews list="users" />
            <UserFilterBar
              params={view.applied as UserViewParams}
              onChange={view.apply}
              onReset={view.clear}
            />
            <UserBulkActions {...screen.bulk} />
            <ListScreenTable
              screen={screen}
              columns={userColumns}
              noun="users"
              emptyText={view.filtered ? 'No users match these filters' : 'No data available'}
              caption="Users"
              rowHeight={48}
              countTestId="user-count"
            />
          </ClockProvider>
        </UserActionsProvider>
      </ListScreen>
    </Stack>
  );
}

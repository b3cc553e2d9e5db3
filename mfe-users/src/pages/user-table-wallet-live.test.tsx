import { act, screen, waitFor } from '@testing-library/react';
import { createQueryClient, useLiveUpdates } from '@rewards/shared/query';
import {
  installFakeEventSource,
  latestEventSource,
  mockApi,
  renderWithProviders,
} from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import {
  makeUser,
  makeWalletChange,
  mockPendingWalletChanges,
  mockUserList,
} from '../test-fixtures';

installFakeEventSource();

/** The page as the shell shows it: the admin layout keeps the tab's event stream open. */
function LivePage() {
  useLiveUpdates();
  return <UserTablePage />;
}

const asha = makeUser({ coin: '1250.50' });
const change = makeWalletChange();
const heading = /Wallet changes awaiting a second approval/;

jest.setTimeout(30_000);

/** Another admin's change to a wallet change, as the stream announces it (migration 027). */
const changeEvent = (id: number, action: 'created' | 'updated', status: string) => ({
  id,
  type: `wallet_change.${action}`,
  entityId: change.id,
  at: id,
  adminId: 2,
  userId: asha.id,
  status,
});

function renderLive() {
  renderWithProviders(<LivePage />, {
    route: '/user-table',
    queryClient: createQueryClient({ retry: false }),
  });
}

// The pending list follows the wallet changes' own live events (decisions 035, 015): a new
// request or a rejection changes no user row, so no user event would bring it.
describe('wallet changes awaiting a second approval, live', () => {
  it("shows another admin's new request when its event arrives", async () => {
    mockUserList([asha]);
    mockPendingWalletChanges([]);
    renderLive();
    await screen.findByText(asha.full_name);
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    const users = mockApi.requestsTo('get', '/users').length;

    mockPendingWalletChanges([change]);
    act(() => latestEventSource().send('change', changeEvent(1, 'created', 'pending'), 1));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    // Nothing about the users changed: their list is not fetched again.
    expect(mockApi.requestsTo('get', '/users')).toHaveLength(users);
  });

  it('drops a change another admin rejected, on its event', async () => {
    mockUserList([asha]);
    mockPendingWalletChanges([change]);
    renderLive();
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    const asked = mockApi.requestsTo('get', '/admin/wallet-changes').length;

    mockPendingWalletChanges([]);
    act(() => latestEventSource().send('change', changeEvent(1, 'updated', 'rejected'), 1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: heading })).toBeNull());
    expect(mockApi.requestsTo('get', '/admin/wallet-changes').length).toBeGreaterThan(asked);
  });
});

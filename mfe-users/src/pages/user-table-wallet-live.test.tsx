import { act, screen, waitFor } from '@testing-library/react';
import type { WalletChange } from '@rewards/contract';
import { createQueryClient, useLiveUpdates } from '@rewards/shared/query';
import {
  installFakeEventSource,
  latestEventSource,
  mockApi,
  renderWithProviders,
} from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import { makeUser, mockPendingWalletChanges, mockUserList } from '../test-fixtures';

installFakeEventSource();

/** The page as the shell shows it: the admin layout keeps the tab's event stream open. */
function LivePage() {
  useLiveUpdates();
  return <UserTablePage />;
}

const asha = makeUser({ coin: '1250.50' });
const change: WalletChange = {
  id: 7,
  user_id: asha.id,
  full_name: asha.full_name,
  email: asha.email,
  from: '1250.50',
  to: '90000.00',
  status: 'pending',
  requested_by: 'finance@rewards.test',
  requested_at: '2026-11-26T10:00:00.000Z',
  decided_by: null,
  decided_at: null,
};
const heading = /Wallet changes awaiting a second approval/;

jest.setTimeout(30_000);

// The pending list follows the live events the user list follows (decision 035, 015).
describe('wallet changes awaiting a second approval, live', () => {
  it("drops a change another admin decided, on that user's live event", async () => {
    mockUserList([asha]);
    mockPendingWalletChanges([change]);
    renderWithProviders(<LivePage />, {
      route: '/user-table',
      queryClient: createQueryClient({ retry: false }),
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    const asked = mockApi.requestsTo('get', '/admin/wallet-changes').length;

    // Approved in another tab: the balance moved, the stream announces the user's change.
    mockUserList([{ ...asha, coin: '90000.00' }]);
    mockPendingWalletChanges([]);
    act(() =>
      latestEventSource().send(
        'change',
        {
          id: 1,
          type: 'user.updated',
          entityId: asha.id,
          at: 1,
          adminId: 2,
          userId: asha.id,
          status: 'ok',
        },
        1,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: heading })).toBeNull());
    expect(mockApi.requestsTo('get', '/admin/wallet-changes').length).toBeGreaterThan(asked);
  });
});

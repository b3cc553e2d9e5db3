import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@rewards/contract/permissions';
import type { UserReferralsResponse, UserResponse, WalletChangeResponse } from '@rewards/contract';
import { ROUTES } from '@rewards/contract/routes';
import { provideRemoteLoader } from '@rewards/shared';
import { Route, Routes } from '@rewards/shared/router';
import { confirmDialog, mockApi, mockListPage, renderWithProviders } from '@rewards/shared/testing';
import UserDetailPage from './user-detail-page';
import { forgetRemoteParts } from '../features/user-detail/use-remote-part';
import {
  makeUser,
  makeWalletChange,
  mockPendingWalletChanges,
  provideParts,
} from '../test-fixtures';

// The admin review: a change of the balance awaiting a second admin shows where the balance is, with
// the decisions each admin may take; the requester may cancel it.

const user = makeUser({ coin: '1022.20' });
const change = makeWalletChange({ from: '1022.20', to: '9000.00' });

function mockPage() {
  mockApi.get<UserResponse>(`/users/${user.id}`, { success: true, user });
  mockApi.get<UserReferralsResponse>(`/users/${user.id}/referrals`, {
    success: true,
    data: { referrer: null, referred: { count: 0, users: [] } },
  });
  mockListPage('/audit', []);
  for (const list of ['/wallet', '/withdrawals', '/crypto-payments', '/notifications'])
    mockListPage(list, []);
}

const renderAs = async (as: Role) => {
  renderWithProviders(
    <Routes>
      <Route path={ROUTES.userDetail.path} element={<UserDetailPage />} />
    </Routes>,
    { route: `/user-table/${user.id}`, as },
  );
  return screen.findByRole('region', { name: 'Pending wallet change' });
};

describe("a user's page with a wallet change awaiting approval", () => {
  beforeEach(() => {
    provideParts();
    mockPage();
    mockPendingWalletChanges([change]);
  });
  afterEach(() => {
    provideRemoteLoader(null);
    forgetRemoteParts();
  });

  it('shows the amount asked, who asked and when, beside the balance; the field waits', async () => {
    const note = within(await renderAs('owner'));
    expect(note.getByText('Change to ₹9,000.00 awaits a second admin')).toBeInTheDocument();
    expect(
      note.getByText(
        /^Asked by finance@rewards\.test on .*; the balance stays ₹1,022\.20 until approved\.$/,
      ),
    ).toBeInTheDocument();
    expect(note.getByRole('button', { name: 'Approve wallet change #7' })).toBeEnabled();
    expect(note.getByRole('button', { name: 'Reject wallet change #7' })).toBeEnabled();
    const field = screen.getByRole('textbox', { name: `Wallet of ${user.full_name} (rupees)` });
    expect(field).toHaveValue('₹1,022.20');
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('title', 'A change to ₹9,000.00 awaits a second admin');
  });

  it('lets the requester cancel their own request, after a confirm', async () => {
    mockApi.put<WalletChangeResponse>('/admin/wallet-changes/7', {
      success: true,
      data: { ...change, status: 'cancelled', decided_by: 'finance@rewards.test' },
    });
    const note = within(await renderAs('finance'));
    expect(note.getByRole('button', { name: 'Approve wallet change #7' })).toBeDisabled();
    expect(
      note.getByText(
        'You asked for this change: a second admin must approve it, or you can cancel it',
      ),
    ).toBeInTheDocument();
    mockPendingWalletChanges([]);
    await userEvent.click(note.getByRole('button', { name: 'Cancel wallet change #7' }));
    const dialog = await confirmDialog();
    expect(
      dialog.getByText(
        `Cancel your request for changing the wallet of ${user.full_name} from ₹1,022.20 to ₹9,000.00? The balance stays as it is.`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pending wallet change' })).toBeNull(),
    );
    expect(mockApi.requestsTo('PUT', '/admin/wallet-changes/7')[0]?.body).toEqual({
      decision: 'cancel',
    });
    expect(
      screen.getByRole('textbox', { name: `Wallet of ${user.full_name} (rupees)` }),
    ).toBeEnabled();
  });
});

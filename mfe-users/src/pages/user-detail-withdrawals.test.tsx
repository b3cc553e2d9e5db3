import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserReferralsResponse, UserResponse, Withdrawal } from '@rewards/contract';
import { ROUTES } from '@rewards/contract/routes';
import { provideRemoteLoader } from '@rewards/shared';
import { Route, Routes } from '@rewards/shared/router';
import type { UserListPartProps } from '@rewards/shared/table';
import { Button } from '@rewards/shared/ui';
import { mockApi, mockListPage, renderWithProviders } from '@rewards/shared/testing';
import type { Role } from '@rewards/contract/permissions';
import UserDetailPage from './user-detail-page';
import { forgetRemoteParts } from '../features/user-detail/use-remote-part';
import { PAYMENTS_UNAVAILABLE } from '../features/user-detail/user-withdrawals-section';
import { FakeWithdrawalsPart, makeUser, provideParts, queryOf } from '../test-fixtures';

// The Withdrawals section is mfe-payments' part, loaded through the host (decision 041): here a
// stand-in part, so these tests are about the page's side (the list it frames, loading,
// failures, permissions). mfe-payments' user-withdrawals-part.test.tsx decides with the real one.

const PART_ID = 'mfe_payments/UserWithdrawalsPart';
const pending = { id: 13, user_id: 7, status: 'pending' } as Withdrawal;

function mockPage() {
  mockApi.get<UserResponse>('/users/7', { success: true, user: makeUser({ id: 7 }) });
  mockApi.get<UserReferralsResponse>('/users/7/referrals', {
    success: true,
    data: { referrer: null, referred: { count: 0, users: [] } },
  });
  mockListPage('/audit', []);
  mockListPage('/wallet', []);
  mockListPage('/withdrawals', [pending]);
  mockListPage('/crypto-payments', []);
  mockListPage('/notifications', []);
}
const renderPage = (as: Role = 'owner') =>
  renderWithProviders(
    <Routes>
      <Route path={ROUTES.userDetail.path} element={<UserDetailPage />} />
    </Routes>,
    { route: '/user-table/7', as },
  );
const withdrawalsTable = () =>
  screen.findByRole('table', { name: 'Withdrawals' }, { timeout: 5000 });

afterEach(() => {
  jest.restoreAllMocks();
  provideRemoteLoader(null);
  forgetRemoteParts();
});

describe("a user's page, Withdrawals section", () => {
  it("frames the part's columns over this user's withdrawals, loading the part once", async () => {
    const loader = provideParts();
    mockPage();
    renderPage();
    const table = await withdrawalsTable();
    expect(await within(table).findByText('Withdrawal #13')).toBeInTheDocument();
    expect(loader.mock.calls).toEqual([[PART_ID]]);
    for (const sent of mockApi.requestsTo('GET', '/withdrawals'))
      expect(queryOf(sent).get('user')).toBe('7');
  });

  it('payments down: only this section says so, with a Retry that works from the keyboard', async () => {
    let down = true;
    provideParts(async () => {
      if (down) throw new Error('RUNTIME-003 manifest fetch failed');
      return { default: FakeWithdrawalsPart };
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockPage();
    renderPage();
    expect(await screen.findByText('Could not load withdrawals')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Withdrawals' });
    expect(section).toHaveTextContent(PAYMENTS_UNAVAILABLE);
    // The rest of the page works.
    expect(await screen.findByText('No wallet transactions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Asha Verma (#7)' })).toBeInTheDocument();

    down = false;
    within(section).getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(await withdrawalsTable()).findByText('Withdrawal #13')).toBeInTheDocument();
  });

  it('a part that throws takes only its section down, and Retry renders it afresh', async () => {
    let broken = true;
    function Flaky(props: UserListPartProps<Withdrawal>) {
      if (broken) throw new Error('part crashed');
      return <FakeWithdrawalsPart {...props} />;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    provideParts(async () => ({ default: Flaky }));
    mockPage();
    renderPage();
    expect(await screen.findByText('Could not load withdrawals')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Asha Verma (#7)' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await withdrawalsTable()).findByText('Withdrawal #13')).toBeInTheDocument();
  });

  it('loads no part for a role without payments:read', async () => {
    const loader = provideParts();
    mockPage();
    renderPage('support');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Withdrawals' })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    expect(mockApi.requestsTo('GET', '/withdrawals')).toHaveLength(0);
  });

  it('reads the audit trail again after the part changed a row (its own event is skipped)', async () => {
    function Deciding(props: UserListPartProps<Withdrawal>) {
      return (
        <>
          <FakeWithdrawalsPart {...props} />
          <Button onClick={props.onRowChanged}>Decide</Button>
        </>
      );
    }
    provideParts(async () => ({ default: Deciding }));
    mockPage();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }, { timeout: 5000 }));
    await waitFor(() => expect(mockApi.requestsTo('GET', '/audit')).toHaveLength(2));
  });
});

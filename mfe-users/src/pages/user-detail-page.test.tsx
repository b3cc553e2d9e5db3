import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AuditEntry,
  CryptoPayment,
  Notification,
  UserReferralsResponse,
  UserResponse,
  WalletTransaction,
} from '@rewards/contract';
import { ROUTES } from '@rewards/contract/routes';
import { provideRemoteLoader } from '@rewards/shared';
import { Route, Routes } from '@rewards/shared/router';
import { mockApi, mockListPage, renderWithProviders } from '@rewards/shared/testing';
import type { Role } from '@rewards/contract/permissions';
import UserDetailPage from './user-detail-page';
import { forgetRemoteParts } from '../features/user-detail/use-remote-part';
import { makeUser, provideParts, queryOf } from '../test-fixtures';

const transaction: WalletTransaction = {
  id: 901,
  user_id: 7,
  full_name: 'Asha Verma',
  email: 'asha@example.com',
  amount: '250.00',
  method: 'UPI',
  utr_number: 'UTR777',
  due: true,
  payment_date: '2026-10-02T10:00:00.000Z',
  status: 'pending',
};
const notification: Notification = {
  id: 55,
  user_id: 7,
  full_name: 'Asha Verma',
  email: 'asha@example.com',
  message: 'Your payment is due',
  created_at: '2026-10-03T10:00:00.000Z',
};

const asha = makeUser({ id: 7, full_name: 'Asha Verma', under_ref: 'REF100', trust: false });
const decided: AuditEntry = {
  id: 31,
  at: '2026-10-04T10:00:00.000Z',
  adminId: 1,
  adminEmail: 'finance@rewards.test',
  action: 'withdrawal.decide',
  entity: 'withdrawal',
  entityId: 44,
  before: null,
  after: null,
  ip: null,
};
const mockAudit = (rows: AuditEntry[]) => mockListPage('/audit', rows);

function mockUser() {
  mockApi.get<UserResponse>('/users/7', { success: true, user: asha });
  mockAudit([decided]);
  mockApi.get<UserReferralsResponse>('/users/7/referrals', {
    success: true,
    data: {
      referrer: {
        id: 3,
        full_name: 'Ravi Rao',
        email: 'ravi@example.com',
        reference_code: 'REF100',
      },
      referred: {
        count: 2,
        users: [
          { id: 11, full_name: 'Mei Chen', email: 'mei@example.com', reference_code: 'MEI1' },
          { id: 12, full_name: 'Omar Ali', email: 'omar@example.com', reference_code: 'OMAR1' },
        ],
      },
    },
  });
}
function mockLists() {
  mockListPage('/wallet', [transaction]);
  mockListPage('/withdrawals', []);
  mockListPage('/crypto-payments', []);
  mockListPage('/notifications', [notification]);
}
const renderAt = (path: string, as: Role = 'owner') =>
  renderWithProviders(
    <Routes>
      <Route path={ROUTES.userDetail.path} element={<UserDetailPage />} />
    </Routes>,
    { route: path, as },
  );

describe('UserDetailPage', () => {
  beforeEach(() => provideParts());
  afterEach(() => {
    provideRemoteLoader(null);
    forgetRemoteParts();
  });

  it("shows the user's fields, referrals as links, and their rows of every list", async () => {
    mockUser();
    mockLists();
    renderAt('/user-table/7');
    expect(await screen.findByRole('heading', { name: 'Asha Verma (#7)' })).toBeInTheDocument();
    // User Manage's own controls: the wallet field, the trust switch, status and delete.
    expect(screen.getByRole('textbox', { name: 'Wallet of Asha Verma (rupees)' })).toHaveValue(
      '₹1,250.50',
    );
    expect(screen.getByRole('button', { name: 'Delete Asha Verma' })).toBeEnabled();
    expect(await screen.findByRole('link', { name: 'Ravi Rao (#3)' })).toHaveAttribute(
      'href',
      '/user-table/3',
    );
    expect(screen.getByRole('link', { name: 'Mei Chen (#11)' })).toHaveAttribute(
      'href',
      '/user-table/11',
    );
    expect(screen.getByText('Referred 2 users:')).toBeInTheDocument();

    const wallet = await screen.findByRole('table', { name: 'Wallet transactions' });
    expect(await within(wallet).findByText('UTR777')).toBeInTheDocument();
    expect(within(wallet).getByRole('cell', { name: 'Due' })).toBeInTheDocument();
    expect(within(wallet).getByRole('cell', { name: '₹250.00' })).toBeInTheDocument();
    const notifications = screen.getByRole('table', { name: 'Notifications' });
    expect(await within(notifications).findByText('Your payment is due')).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals')).toBeInTheDocument();
    // Each list asked the engine for this user's rows only, and nothing for its whole list.
    for (const path of ['/wallet', '/withdrawals', '/crypto-payments', '/notifications']) {
      const sent = mockApi.requestsTo('GET', path);
      expect(sent.length).toBeGreaterThan(0);
      for (const request of sent) expect(queryOf(request).get('user')).toBe('7');
    }
  });

  it('shows crypto payments in dollars, as Crypto Pay does (the admin review)', async () => {
    const payment: CryptoPayment = {
      id: 77,
      user_id: 7,
      full_name: 'Asha Verma',
      email: 'asha@example.com',
      amount: '500.00',
      currency: 'BTC',
      network: 'ETH',
      order_id: 'ORD-77',
      tx_hash: null,
      payment_status: 'confirmed',
      payment_url: null,
      created_at: '2026-10-02T10:00:00.000Z',
    };
    mockUser();
    mockLists();
    mockListPage('/crypto-payments', [payment]);
    renderAt('/user-table/7');
    const crypto = await screen.findByRole('table', { name: 'Crypto payments' });
    expect(await within(crypto).findByRole('cell', { name: '$500.00' })).toBeInTheDocument();
    expect(within(crypto).queryByRole('cell', { name: '₹500.00' })).toBeNull();
  });

  it('shows no money lists to a role without payments:read, and asks for none', async () => {
    mockUser();
    mockListPage('/notifications', [notification]);
    renderAt('/user-table/7', 'support');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wallet transactions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Withdrawals' })).not.toBeInTheDocument();
    expect(mockApi.requestsTo('GET', '/wallet')).toHaveLength(0);
  });

  it.each(['abc', '-1', '0', '99999999999999999999'])(
    "says 'User not found' for /user-table/%s without asking the server",
    async (id) => {
      renderAt(`/user-table/${id}`);
      expect(await screen.findByText('User not found')).toBeInTheDocument();
      expect(mockApi.requests()).toHaveLength(0);
    },
  );

  it("saves a change with User Manage's action and lists the user's audit trail", async () => {
    mockUser();
    mockLists();
    renderAt('/user-table/7');
    // Five lists load beside it: a busy machine takes more than the default second.
    const trail = await screen.findByRole(
      'list',
      { name: 'Admin actions, newest first' },
      { timeout: 5000 },
    );
    expect(within(trail).getByText(/#44/)).toBeInTheDocument();
    for (const sent of mockApi.requestsTo('GET', '/audit')) {
      expect(queryOf(sent).get('userId')).toBe('7');
    }
    mockApi.put<UserResponse>('/users/7/trust', { success: true, user: { ...asha, trust: true } });
    await userEvent.click(screen.getByRole('switch', { name: 'Trust Asha Verma' }));
    expect(await screen.findByText('Trust status updated: True')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Trust Asha Verma' })).toBeChecked();
  });

  it("shows the server's reason for a missing user: deleted, or never there", async () => {
    mockApi.fail('get', '/users/12', 404, 'User #12 was deleted');
    mockAudit([{ ...decided, action: 'user.delete', entity: 'user', entityId: 12 }]);
    renderAt('/user-table/12');
    expect(await screen.findByText('User #12 was deleted')).toBeInTheDocument();
    // A deleted user keeps their trail.
    expect(await screen.findByText(/#12$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to User Manage' })).toHaveAttribute(
      'href',
      '/user-table',
    );
  });

  it('offers Retry when the server fails', async () => {
    mockApi.fail('get', '/users/7', 500, 'Internal server error');
    renderAt('/user-table/7');
    expect(await screen.findByText('Could not load the user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

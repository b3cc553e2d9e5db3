import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, rowOf } from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import { makeUser, mockPendingWalletChanges, mockUserList } from '../test-fixtures';

// docs/product.md#users, with Trust and Status beside Action (sticky on wide screens).
const COLUMNS = [
  'ID',
  'Name',
  'Email',
  'DOB',
  'Country',
  'Phone',
  'Gender',
  'Verified',
  'Wallet',
  'Business Plan',
  'Payment Status',
  'Day Count',
  'Under Ref',
  'Ref Count',
  'Ref Code',
  'Created At',
  'Pause/Block Date',
  'Trust',
  'Status',
  'Action',
];

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('UserTablePage', () => {
  it('shows the columns in order and one row per user, from one request', async () => {
    mockUserList([
      makeUser(),
      makeUser({ id: 2, full_name: 'Ravi Kumar', email: 'ravi@example.com', payment_status: true }),
    ]);
    renderWithProviders(<UserTablePage />, { route: '/user-table' });

    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    // Beside the list, only the wallet changes awaiting approval (decision 035).
    expect(mockApi.requestsTo('get', '/users').map((request) => request.path)).toEqual([
      '/users?limit=100',
    ]);
    expect(mockApi.requests()).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'User Manage' })).toBeInTheDocument();
    // Sortable headers carry a direction arrow after the label.
    const headers = screen
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
    // First the selection column (its header is the 'Select the rows in view' box).
    expect(headers).toEqual(['', ...COLUMNS]);

    const asha = rowOf('asha@example.com');
    expect(asha.getByRole('textbox', { name: /Wallet of Asha Verma/ })).toHaveValue('₹1,250.50');
    expect(asha.getByRole('button', { name: /Approve/ })).toBeEnabled();
    expect(asha.getByRole('combobox', { name: 'Status of Asha Verma' })).toHaveValue('ok');
    expect(asha.getByRole('button', { name: 'Delete Asha Verma' })).toBeEnabled();
    expect(asha.getByText('1995-04-12')).toBeInTheDocument();
    // The name opens the user's own page.
    expect(asha.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/user-table/1');
    const ravi = rowOf('ravi@example.com');
    expect(ravi.getByRole('button', { name: 'Approved' })).toBeDisabled();
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it("shows 'No data available' for an empty list", async () => {
    mockUserList([]);
    renderWithProviders(<UserTablePage />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("no longer keeps the list in local storage, and removes an older version's copy", async () => {
    window.localStorage.setItem('users', JSON.stringify([makeUser({ full_name: 'Old Copy' })]));
    mockUserList([makeUser({ full_name: 'Fresh Person' })]);
    renderWithProviders(<UserTablePage />);
    expect(await screen.findByText('Fresh Person')).toBeInTheDocument();
    expect(screen.queryByText('Old Copy')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('users')).toBeNull();
  });

  it('marks a pause of five minutes or more as (Expired)', async () => {
    const sixMinutesAgo = new Date(Date.now() - 6 * 60 * 1000).toISOString();
    const oneMinuteAgo = new Date(Date.now() - 60 * 1000).toISOString();
    mockUserList([
      makeUser({ id: 1, email: 'old@example.com', status: 'pause', pause_start: sixMinutesAgo }),
      makeUser({ id: 2, email: 'new@example.com', status: 'pause', pause_start: oneMinuteAgo }),
    ]);
    renderWithProviders(<UserTablePage />);
    const oldRow = within(
      (await screen.findByText('old@example.com')).closest('tr') as HTMLElement,
    );
    const newRow = within(screen.getByText('new@example.com').closest('tr') as HTMLElement);
    expect(oldRow.getByText('(Expired)')).toBeInTheDocument();
    expect(newRow.queryByText('(Expired)')).not.toBeInTheDocument();
  });

  it('logs a failed load, shows a quiet error and retries', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('get', '/users', 500, 'Internal server error');
    mockPendingWalletChanges();
    renderWithProviders(<UserTablePage />);

    expect(await screen.findByText('Could not load users')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[mfe-users] failed to load users', expect.anything());
    mockUserList([makeUser({ full_name: 'Back Again' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/users')).toHaveLength(2);
    expect(screen.queryByText('Could not load users')).not.toBeInTheDocument();
  });

  it('marks a pause as (Expired) when it reaches five minutes while the page is open', async () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z') });
    try {
      mockUserList([makeUser({ status: 'pause', pause_start: '2025-06-01T09:56:00.000Z' })]);
      renderWithProviders(<UserTablePage />);
      const row = within(
        (await screen.findByText('asha@example.com')).closest('tr') as HTMLElement,
      );
      expect(row.queryByText('(Expired)')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(61_000));
      expect(row.getByText('(Expired)')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

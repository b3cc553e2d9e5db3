import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserRowsResponse } from '@rewards/contract';
import { deferred, mockApi, renderWithProviders, rowOf } from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import { makeUser, mockUserList } from '../test-fixtures';

const SPEC_COLUMNS = [
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
  'Trust',
  'Under Ref',
  'Ref Count',
  'Ref Code',
  'Created At',
  'Status',
  'Pause/Block Date',
  'Action',
];

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('UserTablePage', () => {
  it('shows the spec columns in order and one row per user', async () => {
    mockUserList([
      makeUser(),
      makeUser({ id: 2, full_name: 'Ravi Kumar', email: 'ravi@example.com', payment_status: true }),
    ]);
    renderWithProviders(<UserTablePage />, { route: '/user-table' });

    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(mockApi.requests().map((request) => request.path)).toEqual([
      '/users/all-users?format=rows',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'User Manage' })).toBeInTheDocument();
    // Sortable headers carry a direction arrow after the label.
    const headers = screen
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(SPEC_COLUMNS);

    const asha = rowOf('asha@example.com');
    expect(asha.getByRole('textbox', { name: /Wallet of Asha Verma/ })).toHaveValue('₹1,250.50');
    expect(asha.getByRole('button', { name: /Approve/ })).toBeEnabled();
    expect(asha.getByRole('combobox', { name: 'Status of Asha Verma' })).toHaveValue('ok');
    expect(asha.getByRole('button', { name: 'Delete Asha Verma' })).toBeEnabled();
    expect(asha.getByText('1995-04-12')).toBeInTheDocument();
    const ravi = rowOf('ravi@example.com');
    expect(ravi.getByRole('button', { name: 'Approved' })).toBeDisabled();
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  it("shows 'No data available' for an empty list", async () => {
    mockUserList([]);
    renderWithProviders(<UserTablePage />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("shows the cached 'users' list at once, then replaces and re-caches it", async () => {
    window.localStorage.setItem(
      'users',
      JSON.stringify([makeUser({ full_name: 'Cached Person' })]),
    );
    const answer = deferred<void>();
    mockUserList([makeUser({ full_name: 'Fresh Person' })], { until: answer.promise });
    renderWithProviders(<UserTablePage />);

    expect(screen.getByText('Cached Person')).toBeInTheDocument();
    expect(screen.getByText('1 users (updating...)')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('Fresh Person')).toBeInTheDocument();
    expect(screen.queryByText('Cached Person')).not.toBeInTheDocument();
    const cached = JSON.parse(window.localStorage.getItem('users') ?? '[]') as User[];
    expect(cached.map((user) => user.full_name)).toEqual(['Fresh Person']);
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
    mockApi.fail('get', '/users/all-users', 500, 'Internal server error');
    renderWithProviders(<UserTablePage />);

    expect(await screen.findByText('Could not load users')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[mfe-users] failed to load users', expect.anything());
    mockUserList([makeUser({ full_name: 'Back Again' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/users/all-users')).toHaveLength(2);
    expect(screen.queryByText('Could not load users')).not.toBeInTheDocument();
  });

  it("reads the compact 'rows' answer the page asks for", async () => {
    const asha = makeUser();
    const fields = Object.keys(asha).reverse(); // any field order
    const row = (user: User) => fields.map((field) => user[field as keyof User]);
    mockApi.get<UserRowsResponse>('/users/all-users', {
      success: true,
      fields,
      rows: [row(asha), row(makeUser({ id: 2, email: 'b@x.in' }))],
    });
    renderWithProviders(<UserTablePage />);
    expect(await screen.findByText('b@x.in')).toBeInTheDocument();
    const cached = JSON.parse(window.localStorage.getItem('users') ?? '[]') as User[];
    expect(cached[0]).toEqual(asha);
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

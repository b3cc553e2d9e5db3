import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type User } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import { makeUser } from '../test-fixtures';

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

function mockUsers(users: User[]) {
  return jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, users } });
}

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('UserTablePage', () => {
  it('shows the spec columns in order and one row per user', async () => {
    const get = mockUsers([
      makeUser(),
      makeUser({ id: 2, full_name: 'Ravi Kumar', email: 'ravi@example.com', payment_status: true }),
    ]);
    renderWithProviders(<UserTablePage />, { route: '/user-table' });

    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/users/all-users');
    expect(screen.getByRole('heading', { level: 1, name: 'User Manage' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(SPEC_COLUMNS);

    const asha = screen.getByText('asha@example.com').closest('tr');
    expect(asha).not.toBeNull();
    const row = within(asha as HTMLElement);
    expect(row.getByText('₹1,250.50')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    const ravi = within(screen.getByText('ravi@example.com').closest('tr') as HTMLElement);
    expect(ravi.getByText('Approved')).toBeInTheDocument();
  });

  it("shows 'No data available' for an empty list", async () => {
    mockUsers([]);
    renderWithProviders(<UserTablePage />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("shows the cached 'users' list at once, then replaces and re-caches it", async () => {
    window.localStorage.setItem(
      'users',
      JSON.stringify([makeUser({ full_name: 'Cached Person' })]),
    );
    let resolve: (value: unknown) => void = () => {};
    jest.spyOn(apiClient, 'get').mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithProviders(<UserTablePage />);

    expect(screen.getByText('Cached Person')).toBeInTheDocument();
    resolve({ data: { success: true, users: [makeUser({ full_name: 'Fresh Person' })] } });
    expect(await screen.findByText('Fresh Person')).toBeInTheDocument();
    expect(screen.queryByText('Cached Person')).not.toBeInTheDocument();
    const cached = JSON.parse(window.localStorage.getItem('users') ?? '[]') as User[];
    expect(cached.map((user) => user.full_name)).toEqual(['Fresh Person']);
  });

  it('marks a pause of five minutes or more as (Expired)', async () => {
    const sixMinutesAgo = new Date(Date.now() - 6 * 60 * 1000).toISOString();
    const oneMinuteAgo = new Date(Date.now() - 60 * 1000).toISOString();
    mockUsers([
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
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({
        data: { success: true, users: [makeUser({ full_name: 'Back Again' })] },
      });
    renderWithProviders(<UserTablePage />);

    expect(await screen.findByText('Could not load users')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Could not load users')).not.toBeInTheDocument();
  });
});

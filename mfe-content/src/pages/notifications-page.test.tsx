import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentParams,
  lastListQuery,
  mockApi,
  renderWithProviders,
  rowOf,
} from '@rewards/shared/testing';
import NotificationsPage from './notifications-page';
import { makeNotification, mockNotifications } from '../test-fixtures';

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('NotificationsPage — list', () => {
  it('lists notifications with their user', async () => {
    mockNotifications([
      makeNotification(),
      makeNotification({
        id: 2,
        user_id: 9,
        full_name: 'Ravi Kumar',
        message: 'Withdrawal approved.',
      }),
    ]);
    renderWithProviders(<NotificationsPage />, { route: '/notifications' });

    await screen.findByText('Withdrawal approved.');
    const row = rowOf('Withdrawal approved.');
    expect(mockApi.requestsTo('get', '/notifications')).toHaveLength(1);
    expect(row.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(row.getByText('(#9)')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Edit notification 2' })).toBeInTheDocument();
    expect(screen.getByText('Your plan is active.')).toBeInTheDocument();
  });

  it("shows 'No notifications found' for an empty list", async () => {
    mockNotifications([]);
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
  });

  it('logs a failed load and says so quietly instead of showing an empty list', async () => {
    mockApi.unreachable('get', '/notifications');
    renderWithProviders(<NotificationsPage />);

    expect(await screen.findByText('Could not load notifications')).toBeInTheDocument();
    expect(screen.queryByText('No notifications found')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('NotificationsPage — date range', () => {
  // Local times, so the day boundaries hold in any time zone.
  const at = (day: number, hours: number, minutes = 0, seconds = 0, ms = 0) =>
    new Date(2025, 2, day, hours, minutes, seconds, ms).toISOString();
  const rows = [
    makeNotification({
      id: 1,
      message: 'Before',
      created_at: new Date(2025, 1, 28, 23, 59, 59, 999).toISOString(),
    }),
    makeNotification({ id: 2, message: 'First moment', created_at: at(1, 0) }),
    makeNotification({ id: 3, message: 'Last moment', created_at: at(3, 23, 59, 59, 999) }),
    makeNotification({ id: 4, message: 'After', created_at: at(4, 0) }),
  ];

  // The server filters by the bounds it is sent.
  const serverFilter = (query: Record<string, string>) =>
    rows.filter(
      (row) =>
        (!query.from || row.created_at >= query.from) && (!query.to || row.created_at <= query.to),
    );

  it('asks the server from the start of From to the end of To, and Clear shows all again', async () => {
    mockNotifications(serverFilter);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);
    await screen.findByText('Before');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-03' } });

    expect(await screen.findByText('Showing 2 of 4 notifications')).toBeInTheDocument();
    expect(lastListQuery('/notifications')).toEqual({
      from: at(1, 0),
      to: at(3, 23, 59, 59, 999),
      limit: '100',
    });
    expect(screen.getByText('First moment')).toBeInTheDocument();
    expect(screen.getByText('Last moment')).toBeInTheDocument();
    expect(screen.queryByText('Before')).not.toBeInTheDocument();
    expect(screen.queryByText('After')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it("reads the range from the URL and says 'No notifications found' when nothing matches", async () => {
    mockNotifications(serverFilter);
    renderWithProviders(<NotificationsPage />, { route: '/notifications?from=2025-04-01' });

    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2025-04-01');
    expect(await screen.findByText('Showing 0 of 4 notifications')).toBeInTheDocument();
  });

  it('sorts by a header through the server, in the URL', async () => {
    mockNotifications(rows);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />, { probe: true });
    await screen.findByText('Before');

    await user.click(screen.getByRole('button', { name: /User/ }));
    await waitFor(() =>
      expect(lastListQuery('/notifications')).toEqual({ sort: 'user:asc', limit: '100' }),
    );
    expect(currentParams()).toEqual({ sort: 'user:asc' });
  });
});

import { screen, within } from '@testing-library/react';
import { apiClient, type Notification } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import NotificationsPage from './notifications-page';
import { makeNotification } from '../test-fixtures';

function mockNotifications(data: Notification[]) {
  return jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data } });
}

beforeEach(() => jest.restoreAllMocks());

describe('NotificationsPage', () => {
  it('lists notifications with their user', async () => {
    const get = mockNotifications([
      makeNotification(),
      makeNotification({
        id: 2,
        user_id: 9,
        full_name: 'Ravi Kumar',
        message: 'Withdrawal approved.',
      }),
    ]);
    renderWithProviders(<NotificationsPage />, { route: '/notifications' });

    const row = within(
      (await screen.findByText('Withdrawal approved.')).closest('tr') as HTMLElement,
    );
    expect(get).toHaveBeenCalledWith('/notifications/all');
    expect(row.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(row.getByText('(#9)')).toBeInTheDocument();
    expect(screen.getByText('Your plan is active.')).toBeInTheDocument();
  });

  it("shows 'No notifications found' for an empty list", async () => {
    mockNotifications([]);
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
  });

  it('logs a failed load and says so quietly instead of showing an empty list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    renderWithProviders(<NotificationsPage />);

    expect(await screen.findByText('Could not load notifications')).toBeInTheDocument();
    expect(screen.queryByText('No notifications found')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});

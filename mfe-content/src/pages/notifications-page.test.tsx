import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError } from '@rewards/shared';
import type { Notification } from '@rewards/contract';
import { renderWithProviders } from '@rewards/shared/testing';
import NotificationsPage from './notifications-page';
import { makeNotification } from '../test-fixtures';

function mockNotifications(data: Notification[]) {
  return jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data } });
}

type User = ReturnType<typeof userEvent.setup>;

// Typing into dialogs is slow in jsdom on a busy machine.
jest.setTimeout(15_000);

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('NotificationsPage — list', () => {
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

    await screen.findByText('Withdrawal approved.');
    const row = rowOf('Withdrawal approved.');
    expect(get).toHaveBeenCalledWith('/notifications/all');
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
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
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

  it('keeps rows from the start of From to the end of To, and Clear shows all again', async () => {
    mockNotifications(rows);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);
    await screen.findByText('Before');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-03' } });

    expect(await screen.findByText('Showing 2 of 4 notifications')).toBeInTheDocument();
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
    mockNotifications(rows);
    renderWithProviders(<NotificationsPage />, { route: '/notifications?from=2025-04-01' });

    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2025-04-01');
    expect(screen.getByText('Showing 0 of 4 notifications')).toBeInTheDocument();
  });
});

describe('NotificationsPage — Add dialog', () => {
  async function openAdd(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Add Notification' }));
    return within(await screen.findByRole('dialog', { name: 'Add Notification' }));
  }

  async function fillAndSend(user: User, userId: string, message: string) {
    const dialog = await openAdd(user);
    if (userId) await user.type(dialog.getByLabelText('User ID'), userId);
    if (message) await user.type(dialog.getByLabelText('Message'), message);
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    return dialog;
  }

  it.each([
    ['no user ID', '', 'Hello'],
    ['no message', '7', ''],
    ['a blank message', '7', '   '],
    ['a user ID that is not a whole number', '1.5', 'Hello'],
  ])("refuses %s with 'Please enter both User ID and message.'", async (_case, id, message) => {
    mockNotifications([]);
    const post = jest.spyOn(apiClient, 'post');
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await fillAndSend(user, id, message);
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Please enter both User ID and message.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the user ID as a number, confirms, closes and refreshes the list', async () => {
    const get = mockNotifications([]);
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, data: makeNotification({ id: 5 }) } });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);
    const dialog = await openAdd(user);
    expect(dialog.getByLabelText('User ID')).toHaveAttribute('type', 'number');

    get.mockResolvedValue({ data: { success: true, data: [makeNotification({ id: 5 })] } });
    await user.type(dialog.getByLabelText('User ID'), '7');
    await user.type(dialog.getByLabelText('Message'), '  Your plan is active.  ');
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('✅ Notification added successfully!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/notifications', {
      user_id: 7,
      message: 'Your plan is active.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Your plan is active.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["the server says 'User not found'", '⚠️ That user not found!', 404, 'User not found'],
    ['any other response fails', 'User not found. Check userId', 400, 'Message is required'],
    ['the server errs', 'User not found. Check userId', 500, 'Internal server error'],
    ['the call throws', '⚠️ Something went wrong.', undefined, 'offline'],
  ])('when %s it shows %p and keeps the dialog open', async (_case, text, status, message) => {
    mockNotifications([]);
    jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError(message, status));
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await fillAndSend(user, '999', 'Hello');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(dialog.getByLabelText('User ID')).toHaveValue(999);
  });

  it('disables Add while the request runs, so a double click sends once', async () => {
    mockNotifications([]);
    let finish: (value: unknown) => void = () => {};
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await fillAndSend(user, '7', 'Hello');
    const busy = await dialog.findByRole('button', { name: 'Adding...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(post).toHaveBeenCalledTimes(1);
    finish({ data: { success: true, data: makeNotification() } });
    expect(await screen.findByText('✅ Notification added successfully!')).toBeInTheDocument();
  });
});

describe('NotificationsPage — Edit dialog', () => {
  async function openEdit(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Edit notification 1' }));
    return within(await screen.findByRole('dialog', { name: 'Edit Notification' }));
  }

  it('saves the trimmed message, closes and refreshes', async () => {
    const get = mockNotifications([makeNotification()]);
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { success: true, data: makeNotification({ message: 'New' }) } });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await openEdit(user);
    const field = dialog.getByLabelText('Message');
    expect(field).toHaveValue('Your plan is active.');
    get.mockResolvedValue({
      data: { success: true, data: [makeNotification({ message: 'New' })] },
    });
    await user.clear(field);
    await user.type(field, '  New  ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(put).toHaveBeenCalledWith('/notifications/1', { message: 'New' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('New')).toBeInTheDocument();
  });

  it('silently does not save a blank (trimmed) message', async () => {
    mockNotifications([makeNotification()]);
    const put = jest.spyOn(apiClient, 'put');
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await openEdit(user);
    await user.clear(dialog.getByLabelText('Message'));
    await user.type(dialog.getByLabelText('Message'), '   ');
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.submit(dialog.getByLabelText('Message').closest('form') as HTMLFormElement);
    expect(put).not.toHaveBeenCalled();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs a failed update and shows a quiet inline error in the dialog', async () => {
    mockNotifications([makeNotification()]);
    jest.spyOn(apiClient, 'put').mockRejectedValue(new ApiError('Internal server error', 500));
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await openEdit(user);
    await user.type(dialog.getByLabelText('Message'), ' Renewed.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Could not update the notification. Please try again.',
    );
    expect(console.error).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Notification' })).toBeInTheDocument();
  });
});

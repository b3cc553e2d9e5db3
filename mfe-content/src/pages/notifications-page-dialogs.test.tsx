import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { NotificationResponse } from '@rewards/contract';
import { deferred, mockApi, renderWithProviders } from '@rewards/shared/testing';
import NotificationsPage from './notifications-page';
import { makeNotification, mockNotifications } from '../test-fixtures';

const sentTo = (method: 'post' | 'put', path: string) =>
  mockApi.requestsTo(method, path).map((request) => request.body);

// Typing into dialogs is slow in jsdom on a busy machine.
jest.setTimeout(15_000);

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('NotificationsPage — Add dialog', () => {
  async function openAdd(user: UserEvent) {
    await user.click(await screen.findByRole('button', { name: 'Add Notification' }));
    return within(await screen.findByRole('dialog', { name: 'Add Notification' }));
  }

  async function fillAndSend(user: UserEvent, userId: string, message: string) {
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
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await fillAndSend(user, id, message);
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Please enter both User ID and message.',
    );
    expect(sentTo('post', '/notifications')).toEqual([]);
  });

  it('sends the user ID as a number, confirms, closes and refreshes the list', async () => {
    mockNotifications([]);
    mockApi.post<NotificationResponse>('/notifications', {
      success: true,
      data: makeNotification({ id: 5 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);
    const dialog = await openAdd(user);
    expect(dialog.getByLabelText('User ID')).toHaveAttribute('type', 'number');

    mockNotifications([makeNotification({ id: 5 })]);
    await user.type(dialog.getByLabelText('User ID'), '7');
    await user.type(dialog.getByLabelText('Message'), '  Your plan is active.  ');
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('✅ Notification added successfully!')).toBeInTheDocument();
    expect(sentTo('post', '/notifications')).toEqual([
      { user_id: 7, message: 'Your plan is active.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Your plan is active.')).toBeInTheDocument();
    // The new row's place is the server's: the list is asked for again.
    expect(mockApi.requestsTo('get', '/notifications')).toHaveLength(2);
  });

  it.each([
    ["the server says 'User not found'", '⚠️ That user not found!', 404, 'User not found'],
    ['any other response fails', 'User not found. Check userId', 400, 'Message is required'],
    ['the server errs', 'User not found. Check userId', 500, 'Internal server error'],
    ['the call throws', '⚠️ Something went wrong.', undefined, ''],
  ])('when %s it shows %p and keeps the dialog open', async (_case, text, status, message) => {
    mockNotifications([]);
    if (status === undefined) mockApi.unreachable('post', '/notifications');
    else mockApi.fail('post', '/notifications', status, message);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await fillAndSend(user, '999', 'Hello');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(dialog.getByLabelText('User ID')).toHaveValue(999);
  });

  it('disables Add while the request runs, so a double click sends once', async () => {
    mockNotifications([]);
    const response = deferred<void>();
    mockApi.post<NotificationResponse>(
      '/notifications',
      { success: true, data: makeNotification() },
      { until: response.promise },
    );
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await fillAndSend(user, '7', 'Hello');
    const busy = await dialog.findByRole('button', { name: 'Adding...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(sentTo('post', '/notifications')).toHaveLength(1);
    response.resolve();
    expect(await screen.findByText('✅ Notification added successfully!')).toBeInTheDocument();
  });
});

describe('NotificationsPage — Edit dialog', () => {
  async function openEdit(user: UserEvent) {
    await user.click(await screen.findByRole('button', { name: 'Edit notification 1' }));
    return within(await screen.findByRole('dialog', { name: 'Edit Notification' }));
  }

  it('saves the trimmed message, closes and shows the saved row in place', async () => {
    mockNotifications([makeNotification()]);
    mockApi.put<NotificationResponse>('/notifications/1', {
      success: true,
      data: makeNotification({ message: 'New' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await openEdit(user);
    const field = dialog.getByLabelText('Message');
    expect(field).toHaveValue('Your plan is active.');
    await user.clear(field);
    await user.type(field, '  New  ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(sentTo('put', '/notifications/1')).toEqual([{ message: 'New' }]);
    // The server's answer replaced the row: the list was not fetched again.
    expect(mockApi.requestsTo('get', '/notifications')).toHaveLength(1);
  });

  it('silently does not save a blank (trimmed) message', async () => {
    mockNotifications([makeNotification()]);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />);

    const dialog = await openEdit(user);
    await user.clear(dialog.getByLabelText('Message'));
    await user.type(dialog.getByLabelText('Message'), '   ');
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.submit(dialog.getByLabelText('Message').closest('form') as HTMLFormElement);
    expect(sentTo('put', '/notifications/1')).toEqual([]);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs a failed update and shows a quiet inline error in the dialog', async () => {
    mockNotifications([makeNotification()]);
    mockApi.fail('put', '/notifications/1', 500, 'Internal server error');
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

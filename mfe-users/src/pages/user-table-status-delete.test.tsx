import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuccessMessage, UserResponse } from '@rewards/contract';
import { ApiError } from '@rewards/shared';
import {
  confirmDialog,
  deferred,
  mockApi,
  rowOf,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import { toaster } from '@rewards/shared/ui-admin';
import { makeUser, renderUserTable } from '../test-fixtures';

const asha = makeUser({ payment_status: false, trust: true, status: 'ok' });
const sentTo = (method: string, path: string) =>
  mockApi.requestsTo(method, path).map((request) => request.body);

// Each test drives a whole Chakra table through jsdom; a busy machine needs the time.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
  // The toaster is one store for the whole file: start every test without old toasts.
  toaster.remove();
});

describe('Status', () => {
  const statusSelect = () => rowOf(asha.email).getByRole('combobox', { name: /Status of/ });
  const saveButton = () => rowOf(asha.email).getByRole('button', { name: /Save status/ });

  it("saves the chosen status, shows 'Status changed ✅' and the server's pause date", async () => {
    const paused = { ...asha, status: 'pause' as const, pause_start: '2025-03-01T06:30:00.000Z' };
    await renderUserTable([asha]);
    const answer = deferred<void>();
    mockApi.put<UserResponse>(
      '/admin/users/1/status',
      { success: true, user: paused },
      { until: answer.promise },
    );
    await userEvent.selectOptions(statusSelect(), 'pause');
    await userEvent.click(saveButton());
    expect(saveButton()).toBeDisabled();
    expect(statusSelect()).toBeDisabled();
    // Only the status: the dates are the server's (its rule, its clock), shown from its answer.
    await waitFor(() =>
      expect(sentTo('put', '/admin/users/1/status')).toEqual([{ status: 'pause' }]),
    );

    answer.resolve();
    expect(await screen.findByText('Status changed ✅')).toBeInTheDocument();
    const after = rowOf(asha.email);
    expect(after.getByRole('combobox', { name: 'Status of Asha Verma' })).toHaveValue('pause');
    expect(after.getByText(/01 Mar 2025/)).toBeInTheDocument();
    // Paused long ago by the server's clock: expired at once.
    expect(after.getByText('(Expired)')).toBeInTheDocument();
  });

  it('sends only the last status chosen', async () => {
    await renderUserTable([{ ...asha, status: 'pause', pause_start: new Date().toISOString() }]);
    mockApi.put<UserResponse>('/admin/users/1/status', { success: true, user: asha });
    await userEvent.selectOptions(statusSelect(), 'block');
    await userEvent.selectOptions(statusSelect(), 'ok');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Status changed ✅')).toBeInTheDocument();
    expect(sentTo('put', '/admin/users/1/status')).toEqual([{ status: 'ok' }]);
  });

  it("shows 'Error updating status' and keeps the row when saving fails", async () => {
    await renderUserTable([asha]);
    mockApi.fail('put', '/admin/users/1/status', 500, 'Internal server error');
    await userEvent.selectOptions(statusSelect(), 'block');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Error updating status')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    expect(rowOf(asha.email).getByText('—')).toBeInTheDocument(); // still no block date
  });

  it('enables Save only for a different status and marks the row unsaved until then', async () => {
    await renderUserTable([asha]);
    expect(saveButton()).toBeDisabled();
    expect(rowOf(asha.email).queryByText(/Unsaved/)).not.toBeInTheDocument();

    await userEvent.selectOptions(statusSelect(), 'pause');
    expect(saveButton()).toBeEnabled();
    expect(statusSelect()).toHaveAccessibleDescription('Unsaved (ok → pause)');

    await userEvent.selectOptions(statusSelect(), 'ok');
    expect(saveButton()).toBeDisabled();
    expect(rowOf(asha.email).queryByText(/Unsaved/)).not.toBeInTheDocument();
    expect(mockApi.requestsTo('put', '/admin/users/1/status')).toEqual([]);
  });

  it('says why the server refused a status', async () => {
    await renderUserTable([asha]);
    mockApi.fail('put', '/admin/users/1/status', 404, 'User not found');
    await userEvent.selectOptions(statusSelect(), 'pause');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Error updating status')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });
});

describe('Delete', () => {
  const ravi = makeUser({ id: 2, full_name: 'Ravi Kumar', email: 'ravi@example.com' });
  const deleteRavi = () => rowOf(ravi.email).getByRole('button', { name: 'Delete Ravi Kumar' });

  it('asks the spec question; Cancel keeps the user', async () => {
    await renderUserTable([asha, ravi]);
    mockApi.delete<SuccessMessage>('/admin/users/2', { success: true, message: 'User deleted' });
    await userEvent.click(deleteRavi());
    const dialog = await confirmDialog();
    expect(
      dialog.getByText('Are you sure you want to delete this user permanently?'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(mockApi.requestsTo('delete', '/admin/users/2')).toEqual([]);
    expect(screen.getByText(ravi.email)).toBeInTheDocument();
  });

  it('deletes after confirming and removes the row', async () => {
    const users = [asha, ravi];
    await renderUserTable(users);
    const answer = deferred<void>();
    mockApi.delete<SuccessMessage>(
      '/admin/users/2',
      () => {
        users.pop(); // the server's list without Ravi from now on
        return { success: true, message: 'User deleted' };
      },
      { until: answer.promise },
    );
    await userEvent.click(deleteRavi());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Delete' }));
    // Every control of the row waits for the deletion.
    const row = rowOf(ravi.email);
    expect(row.getByRole('button', { name: 'Delete Ravi Kumar' })).toBeDisabled();
    expect(row.getByRole('switch', { name: 'Trust Ravi Kumar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Read-only rather than disabled, so a focused wallet field keeps focus while busy.
    expect(row.getByRole('textbox', { name: /Wallet of Ravi Kumar/ })).toHaveAttribute('readonly');

    answer.resolve();
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(screen.queryByText(ravi.email)).not.toBeInTheDocument();
    expect(screen.getByText(asha.email)).toBeInTheDocument();
    expect(mockApi.requestsTo('delete', '/admin/users/2')).toHaveLength(1);
    expect(screen.getByText('1 user')).toBeInTheDocument();
    // The row left the cached window at once; the window on screen is then read again once.
    await waitFor(() => expect(mockApi.requestsTo('get', '/users')).toHaveLength(2));
    expect(screen.queryByText(ravi.email)).not.toBeInTheDocument();
  });

  it('logs a failed deletion, says so and keeps the row', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderUserTable([asha, ravi]);
    mockApi.fail('delete', '/admin/users/2', 500, 'Internal server error');
    await userEvent.click(deleteRavi());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[mfe-users] failed to delete user', 2, expect.any(ApiError));
    expect(deleteRavi()).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@rewards/shared';
import { toaster } from '@rewards/shared/ui-admin';
import { deferred, makeUser, renderUserTable, rowOf } from '../../test-fixtures';

const asha = makeUser({ payment_status: false, trust: true, status: 'ok' });

// Each test drives a whole Chakra table through jsdom; a busy machine needs the time.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
  // The toaster is one store for the whole file: start every test without old toasts.
  toaster.remove();
});

describe('Approve payment', () => {
  it("approves, shows 'Payment approved ✅' and a disabled 'Approved'; one request per click", async () => {
    await renderUserTable([asha]);
    const answer = deferred<unknown>();
    const put = jest.spyOn(apiClient, 'put').mockReturnValue(answer.promise as never);
    const approve = rowOf(asha.email).getByRole('button', { name: /Approve payment/ });
    await userEvent.click(approve);
    await userEvent.click(approve);
    expect(approve).toBeDisabled();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/users/1/payment-status');

    answer.resolve({
      data: { success: true, message: 'Payment approved', user: { ...asha, payment_status: true } },
    });
    expect(await screen.findByText('Payment approved ✅')).toBeInTheDocument();
    expect(rowOf(asha.email).getByRole('button', { name: 'Approved' })).toBeDisabled();
  });

  it.each([
    [
      'the server message',
      new ApiError('Payment already approved', 409),
      'Payment already approved',
    ],
    ['Server error on a 500', new ApiError('Internal server error', 500), 'Server error'],
    [
      'Server error offline',
      new ApiError('The server could not be reached.', undefined),
      'Server error',
    ],
  ])('shows %s', async (_case, error, message) => {
    await renderUserTable([asha]);
    jest.spyOn(apiClient, 'put').mockRejectedValue(error);
    await userEvent.click(rowOf(asha.email).getByRole('button', { name: /Approve payment/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(rowOf(asha.email).getByRole('button', { name: /Approve payment/ })).toBeEnabled();
  });
});

describe('Trust', () => {
  const trustSwitch = () => rowOf(asha.email).getByRole('switch', { name: 'Trust Asha Verma' });

  it("saves the toggle on its own and shows 'Trust status updated: False'", async () => {
    await renderUserTable([asha]);
    const answer = deferred<unknown>();
    const put = jest.spyOn(apiClient, 'put').mockReturnValue(answer.promise as never);
    expect(trustSwitch()).toBeChecked();
    await userEvent.click(trustSwitch());
    expect(put).toHaveBeenCalledWith('/users/1/trust', { trust: false });
    expect(trustSwitch()).toBeDisabled();

    answer.resolve({ data: { success: true, user: { ...asha, trust: false } } });
    expect(await screen.findByText('Trust status updated: False')).toBeInTheDocument();
    expect(trustSwitch()).not.toBeChecked();
    expect(trustSwitch()).toBeEnabled();
  });

  it("shows 'Trust status updated: True' when switched on", async () => {
    await renderUserTable([{ ...asha, trust: false }]);
    jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { success: true, user: { ...asha, trust: true } } });
    await userEvent.click(trustSwitch());
    expect(await screen.findByText('Trust status updated: True')).toBeInTheDocument();
    expect(trustSwitch()).toBeChecked();
  });

  it.each([
    ['refused', new ApiError('User not found', 404), 'Failed to update trust status'],
    [
      'unreachable',
      new ApiError('The server could not be reached.', undefined),
      'Error updating trust status',
    ],
  ])('reports a %s save and leaves the switch as it was', async (_case, error, message) => {
    await renderUserTable([asha]);
    jest.spyOn(apiClient, 'put').mockRejectedValue(error);
    await userEvent.click(trustSwitch());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(trustSwitch()).toBeChecked();
  });
});

describe('Status', () => {
  it("saves the chosen status, shows 'Status changed ✅' and the server's pause date", async () => {
    const paused = { ...asha, status: 'pause' as const, pause_start: '2025-03-01T06:30:00.000Z' };
    await renderUserTable([asha]);
    const answer = deferred<unknown>();
    const put = jest.spyOn(apiClient, 'put').mockReturnValue(answer.promise as never);
    const row = rowOf(asha.email);
    await userEvent.selectOptions(
      row.getByRole('combobox', { name: 'Status of Asha Verma' }),
      'pause',
    );
    await userEvent.click(row.getByRole('button', { name: 'Save status of Asha Verma' }));
    expect(put).toHaveBeenCalledWith('/admin/users/1/status', {
      status: 'pause',
      pause_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      block_date: null,
    });
    expect(row.getByRole('button', { name: 'Save status of Asha Verma' })).toBeDisabled();
    expect(row.getByRole('combobox', { name: 'Status of Asha Verma' })).toBeDisabled();

    answer.resolve({ data: { success: true, user: paused } });
    expect(await screen.findByText('Status changed ✅')).toBeInTheDocument();
    const after = rowOf(asha.email);
    expect(after.getByRole('combobox', { name: 'Status of Asha Verma' })).toHaveValue('pause');
    expect(after.getByText(/01 Mar 2025/)).toBeInTheDocument();
    // Paused long ago by the server's clock: expired at once.
    expect(after.getByText('(Expired)')).toBeInTheDocument();
  });

  it('sends the block date for block and no dates for ok', async () => {
    await renderUserTable([{ ...asha, status: 'pause', pause_start: new Date().toISOString() }]);
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { success: true, user: { ...asha, status: 'ok' } } });
    const row = rowOf(asha.email);
    await userEvent.selectOptions(row.getByRole('combobox', { name: /Status of/ }), 'block');
    await userEvent.selectOptions(row.getByRole('combobox', { name: /Status of/ }), 'ok');
    await userEvent.click(row.getByRole('button', { name: /Save status/ }));
    expect(put).toHaveBeenCalledWith('/admin/users/1/status', {
      status: 'ok',
      pause_start: null,
      block_date: null,
    });
  });

  it("shows 'Error updating status' and keeps the row when saving fails", async () => {
    await renderUserTable([asha]);
    jest.spyOn(apiClient, 'put').mockRejectedValue(new ApiError('Internal server error', 500));
    const row = rowOf(asha.email);
    await userEvent.selectOptions(row.getByRole('combobox', { name: /Status of/ }), 'block');
    await userEvent.click(row.getByRole('button', { name: /Save status/ }));
    expect(await screen.findByText('Error updating status')).toBeInTheDocument();
    expect(row.getByText('—')).toBeInTheDocument(); // still no block date
  });
});

describe('Delete', () => {
  const ravi = makeUser({ id: 2, full_name: 'Ravi Kumar', email: 'ravi@example.com' });

  it('asks the spec question; Cancel keeps the user', async () => {
    await renderUserTable([asha, ravi]);
    const remove = jest.spyOn(apiClient, 'delete');
    await userEvent.click(rowOf(ravi.email).getByRole('button', { name: 'Delete Ravi Kumar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this user permanently?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByText(ravi.email)).toBeInTheDocument();
  });

  it('deletes after confirming and removes the row', async () => {
    await renderUserTable([asha, ravi]);
    const answer = deferred<unknown>();
    const remove = jest.spyOn(apiClient, 'delete').mockReturnValue(answer.promise as never);
    await userEvent.click(rowOf(ravi.email).getByRole('button', { name: 'Delete Ravi Kumar' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('/admin/users/2');
    // Every control of the row waits for the deletion.
    const row = rowOf(ravi.email);
    expect(row.getByRole('button', { name: 'Delete Ravi Kumar' })).toBeDisabled();
    expect(row.getByRole('switch', { name: 'Trust Ravi Kumar' })).toBeDisabled();
    expect(row.getByRole('textbox', { name: /Wallet of Ravi Kumar/ })).toBeDisabled();

    answer.resolve({ data: { success: true, message: 'User deleted' } });
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(screen.queryByText(ravi.email)).not.toBeInTheDocument();
    expect(screen.getByText(asha.email)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('users') ?? '[]')).toHaveLength(1);
  });

  it('logs a failed deletion, says so and keeps the row', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderUserTable([asha, ravi]);
    jest.spyOn(apiClient, 'delete').mockRejectedValue(new ApiError('Internal server error', 500));
    await userEvent.click(rowOf(ravi.email).getByRole('button', { name: 'Delete Ravi Kumar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[mfe-users] failed to delete user', 2, expect.any(ApiError));
    expect(rowOf(ravi.email).getByRole('button', { name: 'Delete Ravi Kumar' })).toBeEnabled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserMessageResponse, UserResponse } from '@rewards/contract';
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

// Each test drives a whole Chakra table through jsdom; a busy machine needs the time.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  // The toaster is one store for the whole file: start every test without old toasts.
  toaster.remove();
});

describe('Approve payment', () => {
  const approveButton = () => rowOf(asha.email).getByRole('button', { name: /Approve payment/ });

  /** Clicks Approve and confirms in the dialog that names the user and the amount. */
  async function approveAndConfirm() {
    await userEvent.click(approveButton());
    const dialog = await confirmDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitForNoConfirmDialog();
  }

  it('asks first, naming the user, plan and amount; Cancel sends nothing', async () => {
    await renderUserTable([asha]);
    await userEvent.click(approveButton());
    const dialog = await confirmDialog();
    expect(
      dialog.getByText(
        'Approve the payment of Asha Verma (asha@example.com) for the Silver plan, $60.00? This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(mockApi.requestsTo('put', '/users/1/payment-status')).toEqual([]);
    expect(approveButton()).toBeEnabled();
  });

  it("approves, shows 'Payment approved ✅' and a disabled 'Approved'; one request per click", async () => {
    await renderUserTable([asha]);
    const answer = deferred<void>();
    mockApi.put<UserMessageResponse>(
      '/users/1/payment-status',
      { success: true, message: 'Payment approved', user: { ...asha, payment_status: true } },
      { until: answer.promise },
    );
    const approve = approveButton();
    await approveAndConfirm();
    await userEvent.click(approve);
    expect(approve).toBeDisabled();

    answer.resolve();
    expect(await screen.findByText('Payment approved ✅')).toBeInTheDocument();
    expect(rowOf(asha.email).getByRole('button', { name: 'Approved' })).toBeDisabled();
    expect(mockApi.requestsTo('put', '/users/1/payment-status')).toHaveLength(1);
  });

  // docs/product.md#users: 'Failed to approve payment' (or the server's message). The title
  // names what failed; the text says why, or what to do, never 'Request failed (400)'.
  it.each([
    [
      'the server message on a refusal',
      409,
      'Payment already approved',
      'Payment already approved',
    ],
    [
      'what to do on a 500',
      500,
      'Internal server error',
      'The server ran into a problem. Try again in a minute; if it keeps failing, tell the technical team.',
    ],
  ])('shows %s', async (_case, status, sent, shown) => {
    await renderUserTable([asha]);
    mockApi.fail('put', '/users/1/payment-status', status, sent);
    await approveAndConfirm();
    expect(await screen.findByText('Failed to approve payment')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(approveButton()).toBeEnabled();
  });

  it('words a refusal that brought no message instead of a status code', async () => {
    await renderUserTable([asha]);
    mockApi.put('/users/1/payment-status', {}, { status: 400 });
    await approveAndConfirm();
    expect(await screen.findByText('Failed to approve payment')).toBeInTheDocument();
    expect(
      screen.getByText('The server did not accept the request. Reload the page and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
  });

  it('says to check the connection when the server cannot be reached', async () => {
    await renderUserTable([asha]);
    mockApi.unreachable('put', '/users/1/payment-status');
    await approveAndConfirm();
    expect(await screen.findByText('Failed to approve payment')).toBeInTheDocument();
    expect(
      screen.getByText('The server could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(approveButton()).toBeEnabled();
  });
});

describe('Trust', () => {
  const trustSwitch = () => rowOf(asha.email).getByRole('switch', { name: 'Trust Asha Verma' });

  it("saves the toggle on its own and shows 'Trust status updated: False'", async () => {
    await renderUserTable([asha]);
    const answer = deferred<void>();
    mockApi.put<UserResponse>(
      '/users/1/trust',
      { success: true, user: { ...asha, trust: false } },
      { until: answer.promise },
    );
    expect(trustSwitch()).toBeChecked();
    await userEvent.click(trustSwitch());
    // Busy but not disabled: a disabled control would drop the focus to <body>.
    expect(trustSwitch()).toHaveAttribute('aria-disabled', 'true');
    expect(trustSwitch()).toHaveFocus();
    await userEvent.click(trustSwitch());
    await waitFor(() =>
      expect(mockApi.requestsTo('put', '/users/1/trust').map((request) => request.body)).toEqual([
        { trust: false },
      ]),
    );

    answer.resolve();
    expect(await screen.findByText('Trust status updated: False')).toBeInTheDocument();
    expect(trustSwitch()).not.toBeChecked();
    expect(trustSwitch()).toHaveAttribute('aria-disabled', 'false');
    expect(trustSwitch()).toHaveFocus();
  });

  it("shows 'Trust status updated: True' when switched on", async () => {
    await renderUserTable([{ ...asha, trust: false }]);
    mockApi.put<UserResponse>('/users/1/trust', { success: true, user: { ...asha, trust: true } });
    await userEvent.click(trustSwitch());
    expect(await screen.findByText('Trust status updated: True')).toBeInTheDocument();
    expect(trustSwitch()).toBeChecked();
  });

  it('reports a refused save with the reason and leaves the switch as it was', async () => {
    await renderUserTable([asha]);
    mockApi.fail('put', '/users/1/trust', 404, 'User not found');
    await userEvent.click(trustSwitch());
    expect(await screen.findByText('Failed to update trust status')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
    expect(trustSwitch()).toBeChecked();
  });

  it('reports an unreachable server and leaves the switch as it was', async () => {
    await renderUserTable([asha]);
    mockApi.unreachable('put', '/users/1/trust');
    await userEvent.click(trustSwitch());
    expect(await screen.findByText('Error updating trust status')).toBeInTheDocument();
    expect(trustSwitch()).toBeChecked();
  });
});

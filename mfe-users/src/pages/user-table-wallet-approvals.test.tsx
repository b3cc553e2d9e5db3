import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletChangePendingResponse } from '@rewards/contract';
import { confirmDialog, mockApi, waitForNoConfirmDialog } from '@rewards/shared/testing';
import { toaster } from '@rewards/shared/ui-admin';
import {
  makeUser,
  makeWalletChange,
  mockPendingWalletChanges,
  renderUserTable,
} from '../test-fixtures';

const asha = makeUser({ coin: '1250.50' });
const change = makeWalletChange;
const MESSAGE =
  "Sent for a second admin's approval: the balance changes once another admin approves it";
const pendingTable = () =>
  screen.getByRole('table', { name: 'Wallet changes awaiting a second approval' });

jest.setTimeout(20_000);
beforeEach(() => toaster.remove());

// Decision 035: a large wallet change waits for a second admin instead of being refused.
describe('wallet changes awaiting a second approval', () => {
  it('says a held-back change awaits approval, keeps the balance and lists the change', async () => {
    await renderUserTable([asha]);
    expect(screen.queryByRole('heading', { name: /awaiting a second approval/ })).toBeNull();
    mockApi.put<WalletChangePendingResponse>(
      '/admin/users/1/wallet',
      { success: true, message: MESSAGE, change: change() },
      { status: 202 },
    );
    mockPendingWalletChanges([change()]);
    const wallet = screen.getByRole('textbox', { name: /Wallet of Asha Verma/ });
    await userEvent.clear(wallet);
    await userEvent.type(wallet, '90000{Enter}');
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Awaiting a second approval')).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(wallet).toHaveValue('₹1,250.50');
    expect(
      await screen.findByRole('heading', { name: 'Wallet changes awaiting a second approval (1)' }),
    ).toBeInTheDocument();
    expect(within(pendingTable()).getByText('₹1,250.50 → ₹90,000.00')).toBeInTheDocument();
  });

  it("approves another admin's change after a confirm and reloads the list", async () => {
    await renderUserTable([asha], '/user-table', [change()]);
    await screen.findByRole('heading', { name: /awaiting a second approval \(1\)/ });
    mockApi.put('/admin/wallet-changes/7', { success: true, data: change({ status: 'approved' }) });
    mockPendingWalletChanges([]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve wallet change #7' }));
    const dialog = await confirmDialog();
    expect(
      dialog.getByText('Set the wallet of Asha Verma from ₹1,250.50 to ₹90,000.00 now?'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitForNoConfirmDialog();
    expect(await screen.findByText('Wallet change approved')).toBeInTheDocument();
    expect(mockApi.requestsTo('put', '/admin/wallet-changes/7').map((r) => r.body)).toEqual([
      { decision: 'approve' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /awaiting a second approval/ })).toBeNull(),
    );
  });

  it("disables the requester's Approve and says why; offers Cancel instead of Reject", async () => {
    await renderUserTable([asha], '/user-table', [change({ requested_by: 'owner@rewards.test' })]);
    const approve = await screen.findByRole('button', { name: 'Approve wallet change #7' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'You asked for this change: a second admin must approve it, or you can cancel it',
    );
    expect(screen.queryByRole('button', { name: 'Reject wallet change #7' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel wallet change #7' })).toBeEnabled();
  });

  it('says why a decision failed and shows what is still pending', async () => {
    await renderUserTable([asha], '/user-table', [change()]);
    await screen.findByRole('heading', { name: /awaiting a second approval \(1\)/ });
    mockApi.fail('put', '/admin/wallet-changes/7', 409, 'Wallet change was already rejected');
    mockPendingWalletChanges([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reject wallet change #7' }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to decide the wallet change')).toBeInTheDocument();
    expect(screen.getByText('Wallet change was already rejected')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /awaiting a second approval/ })).toBeNull(),
    );
  });

  it('titles a separation-of-duties refusal as the withdrawals do (the admin review)', async () => {
    const MESSAGE =
      'A second approval must come from an admin whose account the first approver did not create or change';
    await renderUserTable([asha], '/user-table', [change()]);
    await screen.findByRole('heading', { name: /awaiting a second approval \(1\)/ });
    mockApi.put(
      '/admin/wallet-changes/7',
      { success: false, message: MESSAGE, reason: 'not_permitted' },
      { status: 409 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve wallet change #7' }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Second approval not allowed')).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Failed to decide the wallet change')).toBeNull();
  });
});

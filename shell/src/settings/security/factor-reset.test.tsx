import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminAccount,
  AdminListResponse,
  FactorReset,
  FactorResetListResponse,
  FactorResetResponse,
} from '@rewards/contract';
import { confirmDialog, mockApi, renderWithProviders } from '@rewards/shared/testing';
import { AdminAccounts } from '../admin-accounts';

const OWNER: AdminAccount = {
  id: 1,
  email: 'owner@rewards.test',
  name: 'Owner',
  role: 'owner',
  disabled: false,
  mustChangePassword: false,
  authenticatorApp: true,
  passkeys: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const SUPPORT: AdminAccount = { ...OWNER, id: 3, email: 'support@rewards.test', role: 'support' };
const WAITING: FactorReset = {
  id: 7,
  admin_id: 3,
  email: 'support@rewards.test',
  status: 'pending',
  requested_by: 'second@rewards.test',
  requested_at: '2026-12-01T09:00:00.000Z',
  decided_by: null,
  decided_at: null,
};
const PENDING_MESSAGE =
  "Sent for a second owner's approval: the factors are reset once another owner approves it";

const answer = (resets: FactorReset[]) => {
  mockApi.get<AdminListResponse>('/admins', { success: true, data: [OWNER, SUPPORT] });
  mockApi.get<FactorResetListResponse>('/admin/factor-resets', { success: true, data: resets });
};

describe('resetting another admin’s second factors', () => {
  it('asks to confirm, sends the reset and says it waits for a second owner', async () => {
    answer([]);
    mockApi.post<FactorResetResponse>('/admins/3/factor-reset', {
      success: true,
      message: PENDING_MESSAGE,
      data: { ...WAITING, requested_by: 'owner@rewards.test' },
    });
    renderWithProviders(<AdminAccounts />, { as: 'owner' });
    // Not on the owner's own row: their factors are changed in Settings -> Security.
    await screen.findByText('support@rewards.test');
    expect(screen.queryByRole('button', { name: /Reset second factors of owner/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Reset second factors of support@rewards.test' }),
    );
    const dialog = await confirmDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(PENDING_MESSAGE)).toBeInTheDocument();
    expect(mockApi.requestsTo('post', '/admins/3/factor-reset')).toHaveLength(1);
  });

  it('lets another owner approve a waiting reset after a confirmation', async () => {
    answer([WAITING]);
    mockApi.put<FactorResetResponse>('/admin/factor-resets/7', {
      success: true,
      message: 'Factor reset applied',
      data: { ...WAITING, status: 'applied', decided_by: 'owner@rewards.test' },
    });
    renderWithProviders(<AdminAccounts />, { as: 'owner' });
    const list = await screen.findByRole('list', { name: 'Second-factor resets waiting' });
    expect(within(list).getByText(/asked by second@rewards.test/)).toBeInTheDocument();
    await userEvent.click(
      within(list).getByRole('button', {
        name: 'Approve the factor reset of support@rewards.test',
      }),
    );
    const dialog = await confirmDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('put', '/admin/factor-resets/7')[0]?.body).toEqual({
        decision: 'approve',
      }),
    );
  });
});

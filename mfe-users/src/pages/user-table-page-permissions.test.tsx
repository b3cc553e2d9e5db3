import { screen } from '@testing-library/react';
import { NOT_PERMITTED } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import { makeUser, mockUserList } from '../test-fixtures';

// getByLabelText, not getByRole: role queries over the whole table are slow on a busy machine.
// The controls follow the session's permissions (docs/permissions.md), never a role name.
describe('UserTablePage controls by permission', () => {
  beforeEach(() => window.localStorage.clear());

  it('lets support change trust and status but not money or deletion', async () => {
    mockUserList([makeUser({ full_name: 'Asha Rao', payment_status: false })]);
    renderWithProviders(<UserTablePage />, { as: 'support' });
    expect(await screen.findByLabelText('Trust Asha Rao')).toBeEnabled();
    expect(screen.getByLabelText('Status of Asha Rao')).toBeEnabled();
    const locked = [
      screen.getByLabelText('Delete Asha Rao'),
      screen.getByLabelText('Approve payment of Asha Rao'),
      screen.getByLabelText('Wallet of Asha Rao (rupees)'),
    ];
    for (const control of locked) {
      expect(control).toBeDisabled();
      expect(control).toHaveAttribute('title', NOT_PERMITTED);
    }
  });

  it('lets finance approve payments and edit wallets but not trust', async () => {
    mockUserList([makeUser({ full_name: 'Asha Rao', payment_status: false })]);
    renderWithProviders(<UserTablePage />, { as: 'finance' });
    expect(await screen.findByLabelText('Approve payment of Asha Rao')).toBeEnabled();
    expect(screen.getByLabelText('Wallet of Asha Rao (rupees)')).toBeEnabled();
    expect(screen.getByLabelText('Trust Asha Rao')).toBeDisabled();
    expect(screen.getByLabelText('Delete Asha Rao')).toBeDisabled();
  });
});

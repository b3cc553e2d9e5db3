import { screen } from '@testing-library/react';
import {
  emptySummary,
  mockListPage,
  mockListSummary,
  renderWithProviders,
} from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal } from '../test-fixtures';

describe('WithdrawalsPage approvers', () => {
  it('shows who approved: the first approver of a waiting row and the deciders of a done one', async () => {
    mockListSummary('/withdrawals', emptySummary);
    mockListPage('/withdrawals', [
      makeWithdrawal({ id: 21, first_approved_by: 'finance@rewards.test' }),
      makeWithdrawal({
        id: 22,
        status: 'completed',
        first_approved_by: 'finance@rewards.test',
        decided_by: 'admin@rewards.test',
      }),
    ]);
    renderWithProviders(<WithdrawalsPage />);
    expect(
      await screen.findByText('Approved by finance@rewards.test, awaiting a second admin'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Approved by finance@rewards.test and admin@rewards.test'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Approve withdrawal #21')).toBeEnabled();
  });
});

import { screen } from '@testing-library/react';
import type { WithdrawalListResponse } from '@rewards/contract';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal } from '../test-fixtures';

describe('WithdrawalsPage approvers', () => {
  it('shows who approved: the first approver of a waiting row and the deciders of a done one', async () => {
    mockApi.get<WithdrawalListResponse>('/withdrawals/all', {
      success: true,
      data: [
        makeWithdrawal({ id: 21, first_approved_by: 'finance@rewards.test' }),
        makeWithdrawal({
          id: 22,
          status: 'completed',
          first_approved_by: 'finance@rewards.test',
          decided_by: 'admin@rewards.test',
        }),
      ],
    });
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

import { screen, within } from '@testing-library/react';
import { apiClient, type Withdrawal } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal } from '../test-fixtures';
import { statValue } from '../test-stat';

function mockWithdrawals(data: Withdrawal[]) {
  return jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data } });
}

beforeEach(() => jest.restoreAllMocks());

describe('WithdrawalsPage', () => {
  it('lists withdrawals and sums only completed ones into the total amount', async () => {
    const get = mockWithdrawals([
      makeWithdrawal({ id: 11, amount: '300.00', status: 'completed', message: 'First' }),
      makeWithdrawal({
        id: 12,
        amount: '700.50',
        status: 'completed',
        method: 'bank',
        message: 'Second',
      }),
      makeWithdrawal({ id: 13, amount: '999.00', status: 'pending', message: 'Third' }),
      makeWithdrawal({
        id: 14,
        amount: '50.00',
        status: 'rejected',
        method: 'crypto',
        message: null,
      }),
    ]);
    renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal' });

    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/withdrawals/all');
    expect(statValue('Total Amount')).toBe('₹1,000.50');
    expect(statValue('Pending')).toBe('1');
    expect(statValue('Completed')).toBe('2');
    expect(statValue('Rejected')).toBe('1');
    expect(
      within(screen.getByText('Second').closest('tr') as HTMLElement).getByText('Bank'),
    ).toBeInTheDocument();
  });

  it('logs a failed load and offers Retry rather than an empty list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    renderWithProviders(<WithdrawalsPage />);

    expect(await screen.findByText('Could not load withdrawals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});

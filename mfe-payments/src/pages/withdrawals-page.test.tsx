import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal, WithdrawalListResponse } from '@rewards/contract';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal, statValue } from '../test-fixtures';

import { captureCsvDownloads, currentParams, LocationProbe } from '@rewards/shared/testing';

function mockWithdrawals(data: Withdrawal[]) {
  mockApi.get<WithdrawalListResponse>('/withdrawals/all', { success: true, data });
}

beforeEach(() => jest.restoreAllMocks());

describe('WithdrawalsPage', () => {
  it('lists withdrawals and sums only completed ones into the total amount', async () => {
    mockWithdrawals([
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
    mockApi.unreachable('get', '/withdrawals/all');
    renderWithProviders(<WithdrawalsPage />);

    expect(await screen.findByText('Could not load withdrawals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('filters by status and dates as they change, in the URL, with a Showing line', async () => {
    mockWithdrawals(FILTER_ROWS);
    renderWithProviders(
      <>
        <WithdrawalsPage />
        <LocationProbe />
      </>,
      { route: '/withdrawal' },
    );
    await screen.findByText('May 10 morning');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(visibleMessages()).toEqual(['May 10 morning']);
    expect(currentParams()).toEqual({ status: 'pending' });
    expect(screen.getByText('Showing 1 of 3 withdrawals')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    await userEvent.type(screen.getByLabelText('From'), '2025-05-10');
    await userEvent.type(screen.getByLabelText('To'), '2025-05-10');
    expect(visibleMessages()).toEqual(['May 10 morning', 'May 10 late']);
    expect(currentParams()).toEqual({ from: '2025-05-10', to: '2025-05-10' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(visibleMessages()).toHaveLength(3);
    expect(currentParams()).toEqual({});
  });

  it('reads its filters from the URL and exports only the filtered rows', async () => {
    const csv = captureCsvDownloads();
    mockWithdrawals(FILTER_ROWS);
    renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal?status=rejected' });
    await screen.findByText('May 11');
    expect(visibleMessages()).toEqual(['May 11']);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await csv.lines()).toEqual([
      '"ID","User","Amount","Message","Method","Details","Status","Date"',
      `"3","Asha Verma <asha@example.com>","300.00","May 11","Bank","Account Holder: Asha Verma; Bank Name: HDFC Bank; IFSC Code: HDFC0001234","rejected","${FILTER_ROWS[2]?.created_at}"`,
    ]);
  });
});

const FILTER_ROWS = [
  makeWithdrawal({
    id: 1,
    status: 'pending',
    message: 'May 10 morning',
    created_at: new Date(2025, 4, 10, 0, 0).toISOString(),
  }),
  makeWithdrawal({
    id: 2,
    status: 'completed',
    message: 'May 10 late',
    created_at: new Date(2025, 4, 10, 23, 59).toISOString(),
  }),
  makeWithdrawal({
    id: 3,
    status: 'rejected',
    method: 'bank',
    upi_address: null,
    bank_holder_name: 'Asha Verma',
    bank_name: 'HDFC Bank',
    ifsc_code: 'HDFC0001234',
    message: 'May 11',
    created_at: new Date(2025, 4, 11, 0, 0).toISOString(),
  }),
];

const visibleMessages = () =>
  ['May 10 morning', 'May 10 late', 'May 11'].filter((text) => screen.queryByText(text) !== null);

import { screen, waitFor, within } from '@testing-library/react';
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

describe('withdrawal details dialog', () => {
  async function openDetails(row: Withdrawal) {
    mockWithdrawals([row]);
    renderWithProviders(<WithdrawalsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Details of withdrawal #${row.id}` }),
    );
    return within(await screen.findByRole('dialog', { name: 'Withdrawal details' }));
  }

  it('has the four sections in order, with a UPI payout', async () => {
    const dialog = await openDetails(
      makeWithdrawal({ id: 21, amount: '1250.00', message: 'Rent money', upi_address: 'a@okbank' }),
    );
    expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Basic Information',
      'Payment Details',
      'User Information',
      'Message',
    ]);
    const basic = within(dialog.getByRole('region', { name: 'Basic Information' }));
    expect(basic.getByText('#21')).toBeInTheDocument();
    expect(basic.getByText('₹1,250.00')).toBeInTheDocument();
    expect(basic.getByText('pending')).toBeInTheDocument();
    const payment = within(dialog.getByRole('region', { name: 'Payment Details' }));
    expect(payment.getByText('UPI Address')).toBeInTheDocument();
    expect(payment.getByText('a@okbank')).toBeInTheDocument();
    const user = within(dialog.getByRole('region', { name: 'User Information' }));
    expect(user.getByText('Asha Verma')).toBeInTheDocument();
    expect(user.getByText('asha@example.com')).toBeInTheDocument();
    expect(user.getByText('#7')).toBeInTheDocument();
    expect(
      within(dialog.getByRole('region', { name: 'Message' })).getByText('Rent money'),
    ).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the crypto address and network', async () => {
    const dialog = await openDetails(
      makeWithdrawal({
        method: 'crypto',
        upi_address: null,
        crypto_address: 'TXYZ123',
        crypto_network: 'TRON',
      }),
    );
    const payment = within(dialog.getByRole('region', { name: 'Payment Details' }));
    expect(payment.getByText('Crypto Address')).toBeInTheDocument();
    expect(payment.getByText('TXYZ123')).toBeInTheDocument();
    expect(payment.getByText('Network')).toBeInTheDocument();
    expect(payment.getByText('TRON')).toBeInTheDocument();
    expect(payment.queryByText('UPI Address')).not.toBeInTheDocument();
  });

  it('shows the bank holder, bank name and IFSC', async () => {
    const dialog = await openDetails(FILTER_ROWS[2] as Withdrawal);
    const payment = within(dialog.getByRole('region', { name: 'Payment Details' }));
    expect(payment.getByText('Account Holder')).toBeInTheDocument();
    expect(payment.getByText('HDFC Bank')).toBeInTheDocument();
    expect(payment.getByText('HDFC0001234')).toBeInTheDocument();
  });

  it('says when a method has no payout details or there is no message', async () => {
    const dialog = await openDetails(
      makeWithdrawal({ method: 'other', upi_address: null, message: null }),
    );
    expect(dialog.getByText('No payment details for this method.')).toBeInTheDocument();
    expect(dialog.getByText('No message')).toBeInTheDocument();
  });
});

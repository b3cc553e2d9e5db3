import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal, WithdrawalResponse } from '@rewards/contract';
import {
  currentParams,
  emptySummary,
  LocationProbe,
  mockApi,
  mockListPage,
  mockListSummary,
  renderWithProviders,
} from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal } from '../test-fixtures';

describe('withdrawal details dialog', () => {
  beforeEach(() => mockListSummary('/withdrawals', emptySummary));

  async function openDetails(row: Withdrawal) {
    mockListPage('/withdrawals', [row]);
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
    expect(user.getByRole('link', { name: '#7 (open their page)' })).toHaveAttribute(
      'href',
      '/user-table/7',
    );
    expect(
      within(dialog.getByRole('region', { name: 'Message' })).getByText('Rent money'),
    ).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("links the row's user to the user's page", async () => {
    mockListPage('/withdrawals', [makeWithdrawal({ id: 22 })]);
    renderWithProviders(<WithdrawalsPage />);
    expect(await screen.findByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      '/user-table/7',
    );
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
    const dialog = await openDetails(
      makeWithdrawal({
        method: 'bank',
        upi_address: null,
        bank_holder_name: 'Asha Verma',
        bank_name: 'HDFC Bank',
        ifsc_code: 'HDFC0001234',
      }),
    );
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

  it('opens from a link naming the withdrawal (?details=<id>), and closing drops it from the URL', async () => {
    // Far down the list: not in the rows on screen, so the dialog asks for it by id.
    mockListPage('/withdrawals', [makeWithdrawal({ id: 1 })]);
    mockApi.get<WithdrawalResponse>('/withdrawals/33', {
      success: true,
      data: makeWithdrawal({ id: 33, amount: '10.00' }),
    });
    renderWithProviders(
      <>
        <WithdrawalsPage />
        <LocationProbe />
      </>,
      { route: '/withdrawal?details=33' },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdrawal details' }));
    expect(dialog.getByText('#33')).toBeInTheDocument();
    expect(dialog.getByText('₹10.00')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentParams()).toEqual({}));
  });
});

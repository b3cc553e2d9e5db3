import { screen, within } from '@testing-library/react';
import { apiClient, type CryptoPayment } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import CryptoPaymentsPage from './crypto-payments-page';
import { makeCryptoPayment } from '../test-fixtures';
import { statValue } from '../test-stat';

function mockPayments(payments: CryptoPayment[]) {
  return jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, payments } });
}

beforeEach(() => jest.restoreAllMocks());

describe('CryptoPaymentsPage', () => {
  it("shows 'Loading payments data...' until the list arrives", async () => {
    mockPayments([makeCryptoPayment()]);
    renderWithProviders(<CryptoPaymentsPage />, { route: '/crypto-pay' });
    expect(screen.getByText('Loading payments data...')).toBeInTheDocument();
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Loading payments data...')).not.toBeInTheDocument();
  });

  it('shortens order IDs to 8 and TX hashes to 10 characters and totals confirmed dollars', async () => {
    const get = mockPayments([
      makeCryptoPayment({ id: 1, amount: '60.00', payment_status: 'confirmed' }),
      makeCryptoPayment({
        id: 2,
        amount: '1000.00',
        payment_status: 'confirmed',
        order_id: 'XYZ98765432',
        tx_hash: null,
      }),
      makeCryptoPayment({
        id: 3,
        amount: '500.00',
        payment_status: 'pending',
        order_id: 'PEN00000001',
      }),
      makeCryptoPayment({
        id: 4,
        amount: '200.00',
        payment_status: 'failed',
        order_id: 'FAI00000001',
      }),
    ]);
    renderWithProviders(<CryptoPaymentsPage />);

    const first = within((await screen.findByText('ORD-1234…')).closest('tr') as HTMLElement);
    expect(get).toHaveBeenCalledWith('/admin/all-payments');
    expect(first.getByText('0xabcdef01…')).toHaveAttribute('title', '0xabcdef0123456789');
    expect(first.getByText('$60.00')).toBeInTheDocument();
    expect(statValue('Total Payments')).toBe('4');
    expect(statValue('Total Amount')).toBe('$1,060.00');
    expect(statValue('Pending')).toBe('1');
    expect(statValue('Failed')).toBe('1');
  });

  it("pops up 'Error' / 'Unable to load payments data' and shows an empty list", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    renderWithProviders(<CryptoPaymentsPage />);

    expect(await screen.findByText('Unable to load payments data')).toBeInTheDocument();
    expect(screen.getByText('No crypto payments found')).toBeInTheDocument();
    expect(statValue('Total Payments')).toBe('0');
  });
});

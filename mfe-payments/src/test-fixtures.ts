import { screen } from '@testing-library/react';
import type { CryptoPayment, WalletTransaction, Withdrawal } from '@rewards/contract';

/** Complete rows as the API returns them; tests override only what they check. */
export function makeWalletTransaction(
  overrides: Partial<WalletTransaction> = {},
): WalletTransaction {
  return {
    id: 1,
    user_id: 7,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    amount: '500.00',
    method: 'UPI',
    utr_number: 'UTR123456',
    due: false,
    payment_date: '2025-03-01T10:00:00.000Z',
    status: 'completed',
    ...overrides,
  };
}

export function makeWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 1,
    user_id: 7,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    amount: '300.00',
    message: 'Monthly payout',
    method: 'upi',
    status: 'pending',
    created_at: '2025-03-01T10:00:00.000Z',
    upi_address: 'asha@okbank',
    crypto_address: null,
    crypto_network: null,
    bank_holder_name: null,
    bank_name: null,
    ifsc_code: null,
    first_approved_by: null,
    decided_by: null,
    needs_second_approval: false,
    ...overrides,
  };
}

export function makeCryptoPayment(overrides: Partial<CryptoPayment> = {}): CryptoPayment {
  return {
    id: 1,
    user_id: 7,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    amount: '60.00',
    currency: 'USDT',
    network: 'TRON',
    order_id: 'ORD-1234567890',
    tx_hash: '0xabcdef0123456789',
    payment_status: 'confirmed',
    payment_url: 'https://pay.example.com/ORD-1234567890',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The value a StatCard shows under `label` (the label text may also appear in the table). */
export function statValue(label: string): string | null | undefined {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  return term?.parentElement?.querySelector('dd')?.textContent;
}

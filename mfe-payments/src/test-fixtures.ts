import { screen } from '@testing-library/react';
import type {
  CryptoPayment,
  ReviewContext,
  ReviewItem,
  WalletTransaction,
  Withdrawal,
} from '@rewards/contract';

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

export function makeReviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  return {
    kind: 'withdrawal',
    id: 12,
    user_id: 7,
    full_name: 'Priya Sharma',
    email: 'priya@example.com',
    amount: '1500.00',
    at: '2025-05-10T09:00:00.000Z',
    method: 'upi',
    destination: 'priya@upi',
    approval: 'complete',
    first_approved_by: null,
    requested_by: null,
    from: null,
    to: null,
    ...overrides,
  };
}

/** The context of an item, with one raised and one quiet signal. */
export function makeReviewContext(item: ReviewItem = makeReviewItem()): ReviewContext {
  return {
    item,
    message: 'Please pay soon',
    network: null,
    bank: null,
    proof_url: item.kind === 'wallet_topup' ? `/api/wallet/${item.id}/screenshot` : null,
    user: {
      id: item.user_id,
      full_name: item.full_name,
      email: item.email,
      dob: null,
      country_code: 'IN',
      phone_number: null,
      gender: null,
      verified: true,
      coin: '250.00',
      business_plan: null,
      payment_status: false,
      day_count: 3,
      trust: false,
      under_ref: null,
      reference_count: 0,
      reference_code: 'PRIYA1',
      created_at: '2025-05-08T09:00:00.000Z',
      status: 'ok',
      pause_start: null,
      block_date: null,
    },
    account_age_days: 2,
    lifetime_top_ups: '500.00',
    lifetime_withdrawals: '0.00',
    referred_by: null,
    referred_count: 0,
    past_withdrawals: [],
    signals: [
      {
        code: 'new_account',
        raised: true,
        text: 'Account created 2 days ago, younger than 7 days',
        user_ids: [],
      },
      {
        code: 'withdrawals_24h',
        raised: false,
        text: '1 withdrawal by this user in the last 24 h',
        user_ids: [],
      },
    ],
    claim: null,
  };
}

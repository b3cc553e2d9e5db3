import type { CryptoPaymentsTable, WalletTransactionsTable, WithdrawalsTable } from '../db/schema';
import { BANKS, PLANS, UPI_HANDLES, WITHDRAWAL_MESSAGES } from './catalog';
import type { SeededRandom } from './random';
import type { SeedUser } from './user-factory';

type Row<T> = Omit<T, 'id'>;
const DAY = 86_400_000;

const WALLET_METHODS = ['UPI', 'SCANNER', 'CRYPTO'] as const;
const WITHDRAWAL_METHODS = ['upi', 'crypto', 'bank', 'other'] as const;
const WITHDRAWAL_STATUSES = ['pending', 'completed', 'rejected'] as const;
const CURRENCIES = ['USDT', 'ETH', 'BTC'] as const;
const NETWORKS = ['TRON', 'BSC', 'POLYGON', 'ETH', 'AVALANCHE'] as const;
const CRYPTO_STATUSES = ['pending', 'confirmed', 'failed'] as const;

// Cycling through the enum values by index (before any randomness) guarantees every method
// and status appears even in a small demo set.
const cycle = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;

const pastIso = (random: SeededRandom, now: number, maxDays: number): string =>
  new Date(now - Math.floor(random.next() * maxDays * DAY)).toISOString();

export function buildWalletTransactions(
  random: SeededRandom,
  users: SeedUser[],
  count: number,
  screenshots: string[],
  now: number,
  /** The first row's index: a large table is built in chunks, cycling on where it left. */
  from = 0,
): Row<WalletTransactionsTable>[] {
  return Array.from({ length: count }, (_, k) => from + k).map((i) => ({
    user_id: random.pick(users).id,
    amount_minor:
      random.pick([500, 1000, 2500, 5000, 10000, 25000]) * 100 + random.pick([0, 0, 50]),
    method: cycle(WALLET_METHODS, i),
    utr_number: random.digits(12),
    due: random.chance(0.3) ? 1 : 0,
    payment_date: pastIso(random, now, 45),
    status: i % 4 === 3 ? 'pending' : 'completed',
    screenshot_file: i % 10 === 9 ? null : cycle(screenshots, i),
  }));
}

function payoutDetails(
  random: SeededRandom,
  method: (typeof WITHDRAWAL_METHODS)[number],
  user: SeedUser,
) {
  const none = {
    upi_address: null,
    crypto_address: null,
    crypto_network: null,
    bank_holder_name: null,
    bank_name: null,
    ifsc_code: null,
  };
  if (method === 'upi')
    return {
      ...none,
      upi_address: `${user.phone_number ?? random.digits(10)}@${random.pick(UPI_HANDLES)}`,
    };
  if (method === 'crypto')
    return { ...none, crypto_address: `T${random.hex(33)}`, crypto_network: random.pick(NETWORKS) };
  if (method === 'bank') {
    return {
      ...none,
      bank_holder_name: user.full_name,
      bank_name: random.pick(BANKS),
      ifsc_code: `HDFC0${random.digits(6)}`,
    };
  }
  return none;
}

export function buildWithdrawals(
  random: SeededRandom,
  users: SeedUser[],
  count: number,
  now: number,
): Row<WithdrawalsTable>[] {
  return Array.from({ length: count }, (_, i) => {
    const user = random.pick(users);
    const method = cycle(WITHDRAWAL_METHODS, i);
    // i / 4 so status varies independently of method: all 12 combinations within 12 rows.
    const status = cycle(WITHDRAWAL_STATUSES, Math.floor(i / 4));
    const createdAt = pastIso(random, now, 30);
    return {
      user_id: user.id,
      amount_minor: random.int(2, 400) * 500,
      message:
        method === 'other'
          ? 'Please contact me by phone for the payout'
          : random.pick(WITHDRAWAL_MESSAGES),
      method,
      status,
      created_at: createdAt,
      decided_at: status === 'pending' ? null : createdAt,
      first_approved_by: null,
      first_approved_at: null,
      decided_by: null,
      ...payoutDetails(random, method, user),
    };
  });
}

export function buildCryptoPayments(
  random: SeededRandom,
  users: SeedUser[],
  count: number,
  now: number,
): Row<CryptoPaymentsTable>[] {
  return Array.from({ length: count }, (_, i) => {
    const status = cycle(CRYPTO_STATUSES, i);
    const orderId = `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-${random.hex(4)}-${i.toString(16).padStart(12, '0')}`;
    return {
      user_id: random.pick(users).id,
      amount_minor: random.pick(PLANS.filter((p) => p.priceUsd > 0)).priceUsd * 100,
      currency: cycle(CURRENCIES, i),
      network: cycle(NETWORKS, i),
      order_id: orderId,
      tx_hash: status === 'pending' ? null : `0x${random.hex(64)}`,
      payment_status: status,
      payment_url: i % 7 === 6 ? null : `https://pay.example.com/invoice/${orderId}`,
      created_at: pastIso(random, now, 60),
    };
  });
}

import { makeCryptoPayment } from '../../test-fixtures';
import {
  CRYPTO_FILTER_DEFAULTS,
  filterCryptoPayments,
  isCryptoFilterActive,
  type CryptoFilters,
} from './crypto-filters';

const rows = [
  makeCryptoPayment({
    id: 1,
    full_name: 'Asha Verma',
    order_id: 'ORD-AAAA-1111',
    tx_hash: '0xFEED',
    network: 'TRON',
    payment_status: 'confirmed',
    created_at: new Date(2025, 0, 15, 0, 0).toISOString(),
  }),
  makeCryptoPayment({
    id: 2,
    full_name: 'Ravi Kumar',
    email: 'ravi@mail.test',
    order_id: 'ORD-BBBB-2222',
    tx_hash: null,
    network: 'BSC',
    payment_status: 'pending',
    created_at: new Date(2025, 0, 15, 23, 59, 59, 999).toISOString(),
  }),
  makeCryptoPayment({
    id: 3,
    full_name: 'Meera Nair',
    email: 'meera@example.com',
    order_id: 'ORD-CCCC-3333',
    tx_hash: '0xbeef',
    network: 'AVALANCHE',
    payment_status: 'failed',
    created_at: new Date(2025, 0, 16, 0, 0).toISOString(),
  }),
];

const ids = (changes: Partial<CryptoFilters>) =>
  filterCryptoPayments(rows, { ...CRYPTO_FILTER_DEFAULTS, ...changes }).map((row) => row.id);

describe('crypto filters', () => {
  it('searches name, email, order ID and TX hash ignoring case', () => {
    expect(ids({ q: 'ravi' })).toEqual([2]);
    expect(ids({ q: 'MAIL.test' })).toEqual([2]);
    expect(ids({ q: 'ord-cccc' })).toEqual([3]);
    expect(ids({ q: '0XBEEF' })).toEqual([3]);
    expect(ids({ q: 'feed' })).toEqual([1]);
  });

  it('keeps whole days between From and To', () => {
    expect(ids({ from: '2025-01-15', to: '2025-01-15' })).toEqual([1, 2]);
    expect(ids({ from: '2025-01-16' })).toEqual([3]);
    expect(ids({ to: '2025-01-14' })).toEqual([]);
  });

  it('filters by status and network, ignoring unknown values', () => {
    expect(ids({ status: 'pending' })).toEqual([2]);
    expect(ids({ network: 'AVALANCHE' })).toEqual([3]);
    expect(ids({ network: 'TRON', status: 'failed' })).toEqual([]);
    expect(ids({ network: 'SOLANA' })).toEqual([1, 2, 3]);
    expect(isCryptoFilterActive({ ...CRYPTO_FILTER_DEFAULTS, status: 'lost' })).toBe(false);
  });
});

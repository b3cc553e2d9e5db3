import { CRYPTO_LIST, CryptoPayment } from '@rewards/contract';
import { cryptoPaymentsByIds } from './crypto-queries';
import { dateCondition, equals, ofUser, searchMatches } from '../lists/list-filters';
import type { SourceOf } from '../lists/list-source';

/** Crypto Pay (docs/product.md#crypto-payments). */
export const cryptoSource: SourceOf<typeof CRYPTO_LIST> = {
  declaration: CRYPTO_LIST,
  row: CryptoPayment,
  table: 'crypto_payments',
  tag: 'crypto',
  noun: 'Crypto payments',
  sortKeys: {
    id: { column: 'id', kind: 'number' },
    user: { column: 'user_id', kind: 'number' },
    amount: { column: 'amount_minor', kind: 'number' },
    currency: { column: 'currency', kind: 'text' },
    network: { column: 'network', kind: 'text' },
    status: { column: 'payment_status', kind: 'text' },
    date: { column: 'created_at', kind: 'text' },
  },
  filter: (db, name, value, plan) => {
    switch (name) {
      case 'user':
        return ofUser(value);
      case 'q':
        return searchMatches(db, 'crypto_payments', value, plan);
      case 'from':
      case 'to':
        return dateCondition('created_at', name, value, name);
      case 'status':
        return equals('payment_status', value);
      case 'network':
        return equals('network', value);
    }
  },
  rowsByIds: cryptoPaymentsByIds,
  summary: { amount: 'amount_minor', groups: ['payment_status'], bucketed: ['status', 'network'] },
};

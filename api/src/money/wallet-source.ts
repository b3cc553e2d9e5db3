import { WALLET_LIST, WalletTransaction } from '@rewards/contract';
import { walletTransactionsByIds } from './wallet-service';
import { dateCondition, equals, ofUser, searchMatches } from '../lists/list-filters';
import type { SourceOf } from '../lists/list-source';

/** Payment: wallet transactions (docs/product.md#wallet-transactions). */
export const walletSource: SourceOf<typeof WALLET_LIST> = {
  declaration: WALLET_LIST,
  row: WalletTransaction,
  table: 'wallet_transactions',
  tag: 'wallet',
  noun: 'Wallet transactions',
  sortKeys: {
    id: { column: 'id', kind: 'number' },
    user: { column: 'user_id', kind: 'number' },
    amount: { column: 'amount_minor', kind: 'number' },
    method: { column: 'method', kind: 'text' },
    due: { column: 'due', kind: 'number' },
    status: { column: 'status', kind: 'text' },
    date: { column: 'payment_date', kind: 'text' },
  },
  filter: (db, name, value, plan) => {
    switch (name) {
      case 'user':
        return ofUser(value);
      case 'q':
        return searchMatches(db, 'wallet_transactions', value, plan);
      case 'from':
      case 'to':
        return dateCondition('payment_date', name, value, name);
      case 'due':
        return equals('due', value === 'due' ? 1 : 0);
      case 'method':
        return equals('method', value);
    }
  },
  rowsByIds: walletTransactionsByIds,
  summary: { amount: 'amount_minor', groups: ['status', 'due'], bucketed: ['due', 'method'] },
};

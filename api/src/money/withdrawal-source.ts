import { Withdrawal, WITHDRAWAL_LIST } from '@rewards/contract';
import { decisionRuleOf, withdrawalsByIds } from './withdrawal-service';
import { dateCondition, equals, ofUser } from '../lists/list-filters';
import type { SourceOf } from '../lists/list-source';

/** Withdrawal (docs/product.md#withdrawals). */
export const withdrawalSource: SourceOf<typeof WITHDRAWAL_LIST> = {
  declaration: WITHDRAWAL_LIST,
  row: Withdrawal,
  table: 'withdrawals',
  tag: 'withdrawals',
  noun: 'Withdrawals',
  sortKeys: {
    id: { column: 'id', kind: 'number' },
    user: { column: 'user_id', kind: 'number' },
    amount: { column: 'amount_minor', kind: 'number' },
    method: { column: 'method', kind: 'text' },
    status: { column: 'status', kind: 'text' },
    date: { column: 'created_at', kind: 'text' },
  },
  filter: (_db, name, value) => {
    switch (name) {
      case 'user':
        return ofUser(value);
      case 'from':
      case 'to':
        return dateCondition('created_at', name, value, name);
      case 'status':
        return equals('status', value);
    }
  },
  // Each row says whether approving it takes two admins under the rule in force.
  rowsByIds: (db, ids, config) => withdrawalsByIds(db, ids, decisionRuleOf(config)),
  summary: { amount: 'amount_minor', groups: ['status'], bucketed: ['status'] },
};

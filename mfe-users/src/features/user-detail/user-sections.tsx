import type { ReactNode } from 'react';
import {
  CRYPTO_LIST,
  NOTIFICATION_LIST,
  WALLET_LIST,
  WITHDRAWAL_LIST,
} from '@rewards/contract/lists';
import type { Permission } from '@rewards/contract/permissions';
import { PARTS } from '@rewards/contract/routes';
import { DATA_SETS, usePermission } from '@rewards/shared';
import {
  cryptoSectionColumns,
  notificationSectionColumns,
  walletSectionColumns,
} from './section-columns';
import { type SectionSpec, UserListSection } from './user-list-section';
import { UserWithdrawalsSection } from './user-withdrawals-section';

/**
 * The user's rows in every list the engine serves, one entry each: the list's declaration, its
 * data set and `<entity>.created` event (for the "N new" notice), its columns and words. A
 * list the admin's role may not read is not shown (the API would refuse it too: each list keeps
 * its own permission, docs/permissions.md). `section` keeps each entry's row type while the
 * entries share one array.
 */
const SECTIONS: readonly Section[] = [
  section('payments:read', {
    title: 'Wallet transactions',
    list: WALLET_LIST,
    dataSet: DATA_SETS.walletTransactions,
    createdEvent: 'wallet_transaction.created',
    columns: walletSectionColumns,
    noun: 'transactions',
  }),
  {
    // With the Withdrawal screen's decisions, from mfe-payments (decision 041).
    key: WITHDRAWAL_LIST.path,
    permission: PARTS.userWithdrawals.permission,
    render: (userId) => <UserWithdrawalsSection userId={userId} />,
  },
  section('payments:read', {
    title: 'Crypto payments',
    list: CRYPTO_LIST,
    dataSet: DATA_SETS.cryptoPayments,
    createdEvent: 'crypto_payment.created',
    columns: cryptoSectionColumns,
    noun: 'payments',
  }),
  section('notifications:read', {
    title: 'Notifications',
    list: NOTIFICATION_LIST,
    dataSet: DATA_SETS.notifications,
    createdEvent: 'notification.created',
    columns: notificationSectionColumns,
    noun: 'notifications',
  }),
];

interface Section {
  key: string;
  permission: Permission;
  render: (userId: number) => ReactNode;
}

function section<Row extends { id: number }>(
  permission: Permission,
  spec: SectionSpec<Row>,
): Section {
  return {
    key: spec.list.path,
    permission,
    render: (userId) => <UserListSection<Row> section={spec} userId={userId} />,
  };
}

/** Mounted only when allowed: a refused section sends no request. */
function IfAllowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  return usePermission(permission) ? children : null;
}

export function UserSections({ userId }: { userId: number }) {
  return (
    <>
      {SECTIONS.map(({ key, permission, render }) => (
        <IfAllowed key={key} permission={permission}>
          {render(userId)}
        </IfAllowed>
      ))}
    </>
  );
}

import type { CryptoPayment, Notification, WalletTransaction, Withdrawal } from '@rewards/contract';
import {
  CRYPTO_LIST,
  NOTIFICATION_LIST,
  WALLET_LIST,
  WITHDRAWAL_LIST,
} from '@rewards/contract/lists';
import { DATA_SETS, usePermission } from '@rewards/shared';
import {
  cryptoSectionColumns,
  notificationSectionColumns,
  walletSectionColumns,
  withdrawalSectionColumns,
} from './section-columns';
import { UserListSection } from './user-list-section';

/**
 * The user's rows in every list the engine serves. A list the admin's role may not read is not
 * shown (the API would refuse it too: each list keeps its own permission, docs/permissions.md).
 * Read-only here: deciding a withdrawal or flagging a payment due stays on that list's screen.
 */
export function UserSections({ userId }: { userId: number }) {
  const payments = usePermission('payments:read');
  const notifications = usePermission('notifications:read');
  return (
    <>
      {payments && (
        <>
          <UserListSection<WalletTransaction>
            title="Wallet transactions"
            list={WALLET_LIST}
            dataSet={DATA_SETS.walletTransactions}
            userId={userId}
            columns={walletSectionColumns}
            noun="transactions"
            emptyText="No wallet transactions"
          />
          <UserListSection<Withdrawal>
            title="Withdrawals"
            list={WITHDRAWAL_LIST}
            dataSet={DATA_SETS.withdrawals}
            userId={userId}
            columns={withdrawalSectionColumns}
            noun="withdrawals"
            emptyText="No withdrawals"
          />
          <UserListSection<CryptoPayment>
            title="Crypto payments"
            list={CRYPTO_LIST}
            dataSet={DATA_SETS.cryptoPayments}
            userId={userId}
            columns={cryptoSectionColumns}
            noun="payments"
            emptyText="No crypto payments"
          />
        </>
      )}
      {notifications && (
        <UserListSection<Notification>
          title="Notifications"
          list={NOTIFICATION_LIST}
          dataSet={DATA_SETS.notifications}
          userId={userId}
          columns={notificationSectionColumns}
          noun="notifications"
          emptyText="No notifications"
        />
      )}
    </>
  );
}

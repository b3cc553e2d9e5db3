import type { ReactNode } from 'react';
import type { User } from '@rewards/contract';
import { PaymentCell } from '../../common/user-row/payment-cell';
import { StatusCell } from '../../common/user-row/status-cell';
import { StatusSinceCell } from '../../common/user-row/status-since-cell';
import { TrustCell } from '../../common/user-row/trust-cell';
import { WalletCell } from '../../common/user-row/wallet-cell';

/**
 * The fields a user's page edits in place, by their User Manage header: the table's own cells
 * (the same confirmations, permission checks, pause/block rules and messages, through the same
 * useUserActions), read from the page's UserActionsProvider. Every other field is text.
 */
export const FIELD_CONTROLS: Readonly<Record<string, (user: User) => ReactNode>> = {
  Wallet: (user) => <WalletCell user={user} />,
  'Payment Status': (user) => <PaymentCell user={user} />,
  'Pause/Block Date': (user) => <StatusSinceCell user={user} />,
  Trust: (user) => <TrustCell user={user} />,
  // Keyed on the saved status so the select starts again from the server's answer.
  Status: (user) => <StatusCell key={user.status} user={user} />,
};

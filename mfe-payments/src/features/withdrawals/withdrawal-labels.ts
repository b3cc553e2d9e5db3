import type { WithdrawalStatus } from '@rewards/contract';

// Method labels and payout details are the list declaration's (`@rewards/contract/lists`),
// shared with the server's CSV.

export const WITHDRAWAL_STATUS_PALETTE: Record<WithdrawalStatus, string> = {
  pending: 'yellow',
  completed: 'green',
  rejected: 'red',
};

import type { WithdrawalMethod, WithdrawalStatus } from '@rewards/contract';

export const WITHDRAWAL_METHOD_LABELS: Record<WithdrawalMethod, string> = {
  upi: 'UPI',
  crypto: 'Crypto',
  bank: 'Bank',
  other: 'Other',
};

export const WITHDRAWAL_STATUS_PALETTE: Record<WithdrawalStatus, string> = {
  pending: 'yellow',
  completed: 'green',
  rejected: 'red',
};

import type { StandaloneRoute } from '@rewards/shared/standalone';
import CryptoPaymentsPage from './pages/crypto-payments-page';
import UpiScannerPage from './pages/upi-scanner-page';
import WalletTransactionsPage from './pages/wallet-transactions-page';
import WithdrawalsPage from './pages/withdrawals-page';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev mode). */
export const routes: readonly StandaloneRoute[] = [
  { path: '/payment', label: 'Payment', element: <WalletTransactionsPage /> },
  { path: '/crypto-pay', label: 'Crypto Pay', element: <CryptoPaymentsPage /> },
  { path: '/upi-scanner', label: 'UPI Scanner', element: <UpiScannerPage /> },
  { path: '/withdrawal', label: 'Withdrawal', element: <WithdrawalsPage /> },
];

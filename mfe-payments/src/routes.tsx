import { standaloneRoutes } from '@rewards/shared/standalone';
import CryptoPaymentsPage from './pages/crypto-payments-page';
import ReviewQueuePage from './pages/review-queue-page';
import UpiScannerPage from './pages/upi-scanner-page';
import WalletTransactionsPage from './pages/wallet-transactions-page';
import WithdrawalsPage from './pages/withdrawals-page';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev mode). */
export const routes = standaloneRoutes('mfe_payments', {
  WalletTransactionsPage,
  CryptoPaymentsPage,
  UpiScannerPage,
  WithdrawalsPage,
  ReviewQueuePage,
});

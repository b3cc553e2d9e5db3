import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_payments',
  dir: __dirname,
  port: 3002,
  title: 'Payments — Admin Panel',
  exposes: {
    './WalletTransactionsPage': './src/pages/wallet-transactions-page.tsx',
    './WithdrawalsPage': './src/pages/withdrawals-page.tsx',
    './CryptoPaymentsPage': './src/pages/crypto-payments-page.tsx',
    './UpiScannerPage': './src/pages/upi-scanner-page.tsx',
  },
});

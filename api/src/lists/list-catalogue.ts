import {
  CryptoPageQuery,
  CryptoPageResponse,
  CryptoViewQuery,
  NotificationPageQuery,
  NotificationPageResponse,
  NotificationViewQuery,
  WalletPageQuery,
  WalletPageResponse,
  WalletViewQuery,
  WithdrawalPageQuery,
  WithdrawalPageResponse,
  WithdrawalViewQuery,
} from '@rewards/contract';
import { listRoutes } from './list-routes';
import type { AnyListSource } from './list-source';
import { cryptoSource } from './sources/crypto-source';
import { notificationSource } from './sources/notification-source';
import { walletSource } from './sources/wallet-source';
import { withdrawalSource } from './sources/withdrawal-source';

/** Every server-paged list the engine serves (the user list and audit log have their own). */
export const LIST_SOURCES: readonly AnyListSource[] = [
  walletSource,
  withdrawalSource,
  cryptoSource,
  notificationSource,
];

/** The routes of every list: page, summary and CSV each. */
export const listEngineRoutes = [
  listRoutes(walletSource, {
    pageQuery: WalletPageQuery,
    viewQuery: WalletViewQuery,
    pageResponse: WalletPageResponse,
  }),
  listRoutes(withdrawalSource, {
    pageQuery: WithdrawalPageQuery,
    viewQuery: WithdrawalViewQuery,
    pageResponse: WithdrawalPageResponse,
  }),
  listRoutes(cryptoSource, {
    pageQuery: CryptoPageQuery,
    viewQuery: CryptoViewQuery,
    pageResponse: CryptoPageResponse,
  }),
  listRoutes(notificationSource, {
    pageQuery: NotificationPageQuery,
    viewQuery: NotificationViewQuery,
    pageResponse: NotificationPageResponse,
  }),
];

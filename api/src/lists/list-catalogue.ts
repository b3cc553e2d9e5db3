import {
  BannerPageQuery,
  BannerPageResponse,
  BannerViewQuery,
  CryptoPageQuery,
  CryptoPageResponse,
  CryptoViewQuery,
  MessagePageQuery,
  MessagePageResponse,
  MessageViewQuery,
  NotificationPageQuery,
  NotificationPageResponse,
  NotificationViewQuery,
  QuizPageQuery,
  QuizPageResponse,
  QuizViewQuery,
  VideoPageQuery,
  VideoPageResponse,
  VideoViewQuery,
  WalletPageQuery,
  WalletPageResponse,
  WalletViewQuery,
  WithdrawalPageQuery,
  WithdrawalPageResponse,
  WithdrawalViewQuery,
} from '@rewards/contract';
import { listRoutes } from './list-routes';
import type { AnyListSource } from './list-source';
import { bannerSource, quizSource, videoSource } from './sources/content-sources';
import { cryptoSource } from './sources/crypto-source';
import { messageSource } from './sources/message-source';
import { notificationSource } from './sources/notification-source';
import { walletSource } from './sources/wallet-source';
import { withdrawalSource } from './sources/withdrawal-source';

/** Every server-paged list the engine serves (the user list and audit log have their own). */
export const LIST_SOURCES: readonly AnyListSource[] = [
  walletSource,
  withdrawalSource,
  cryptoSource,
  notificationSource,
  messageSource,
  quizSource,
  videoSource,
  bannerSource,
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
  listRoutes(messageSource, {
    pageQuery: MessagePageQuery,
    viewQuery: MessageViewQuery,
    pageResponse: MessagePageResponse,
  }),
  listRoutes(quizSource, {
    pageQuery: QuizPageQuery,
    viewQuery: QuizViewQuery,
    pageResponse: QuizPageResponse,
  }),
  listRoutes(videoSource, {
    pageQuery: VideoPageQuery,
    viewQuery: VideoViewQuery,
    pageResponse: VideoPageResponse,
  }),
  listRoutes(bannerSource, {
    pageQuery: BannerPageQuery,
    viewQuery: BannerViewQuery,
    pageResponse: BannerPageResponse,
  }),
];

import {
  AuditExportQuery,
  AuditPageResponse,
  AuditQuery,
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
  UserExportQuery,
  UserListQuery,
  UserListResponse,
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
import { listRoutes } from './lists/list-routes';
import type { AnyListSource } from './lists/list-source';
import { auditSource } from './platform/audit/audit-source';
import { bannerSource, quizSource, videoSource } from './content/content-sources';
import { cryptoSource } from './money/crypto-source';
import { messageSource } from './content/message-source';
import { notificationSource } from './content/notification-source';
import { userSource } from './users/user-source';
import { walletSource } from './money/wallet-source';
import { withdrawalSource } from './money/withdrawal-source';

/** Every server-paged list the engine serves. */
export const LIST_SOURCES: readonly AnyListSource[] = [
  userSource,
  walletSource,
  withdrawalSource,
  cryptoSource,
  notificationSource,
  auditSource,
  messageSource,
  quizSource,
  videoSource,
  bannerSource,
];

/** The routes of every list: page, summary and CSV each. */
export const listEngineRoutes = [
  listRoutes(userSource, {
    pageQuery: UserListQuery,
    viewQuery: UserExportQuery,
    pageResponse: UserListResponse,
  }),
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
  listRoutes(auditSource, {
    pageQuery: AuditQuery,
    viewQuery: AuditExportQuery,
    pageResponse: AuditPageResponse,
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

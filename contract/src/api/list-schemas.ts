import type { Static } from '@sinclair/typebox';
import { CRYPTO_LIST } from '../lists/crypto-list';
import { BANNER_LIST } from '../lists/banner-list';
import { MESSAGE_LIST } from '../lists/message-list';
import { NOTIFICATION_LIST } from '../lists/notification-list';
import { QUIZ_LIST, VIDEO_LIST } from '../lists/quiz-list';
import { WALLET_LIST } from '../lists/wallet-list';
import { WITHDRAWAL_LIST } from '../lists/withdrawal-list';
import { ListPage, listPageQuery, listViewQuery } from './list-query';
import { InboxMessage } from './contact';
import { Banner, Quiz, Video } from './content';
import { Notification } from './notifications';
import { CryptoPayment, WalletTransaction, Withdrawal } from './payments';

// Each server-paged list's query and page schemas, derived from its declaration.

export const WalletPageQuery = listPageQuery(WALLET_LIST);
export const WalletViewQuery = listViewQuery(WALLET_LIST);
export const WalletPageResponse = ListPage(WalletTransaction);
export type WalletPageResponse = Static<typeof WalletPageResponse>;

export const WithdrawalPageQuery = listPageQuery(WITHDRAWAL_LIST);
export const WithdrawalViewQuery = listViewQuery(WITHDRAWAL_LIST);
export const WithdrawalPageResponse = ListPage(Withdrawal);
export type WithdrawalPageResponse = Static<typeof WithdrawalPageResponse>;

export const CryptoPageQuery = listPageQuery(CRYPTO_LIST);
export const CryptoViewQuery = listViewQuery(CRYPTO_LIST);
export const CryptoPageResponse = ListPage(CryptoPayment);
export type CryptoPageResponse = Static<typeof CryptoPageResponse>;

export const NotificationPageQuery = listPageQuery(NOTIFICATION_LIST);
export const NotificationViewQuery = listViewQuery(NOTIFICATION_LIST);
export const NotificationPageResponse = ListPage(Notification);
export type NotificationPageResponse = Static<typeof NotificationPageResponse>;

export const MessagePageQuery = listPageQuery(MESSAGE_LIST);
export const MessageViewQuery = listViewQuery(MESSAGE_LIST);
export const MessagePageResponse = ListPage(InboxMessage);
export type MessagePageResponse = Static<typeof MessagePageResponse>;

export const QuizPageQuery = listPageQuery(QUIZ_LIST);
export const QuizViewQuery = listViewQuery(QUIZ_LIST);
export const QuizPageResponse = ListPage(Quiz);
export type QuizPageResponse = Static<typeof QuizPageResponse>;

export const VideoPageQuery = listPageQuery(VIDEO_LIST);
export const VideoViewQuery = listViewQuery(VIDEO_LIST);
export const VideoPageResponse = ListPage(Video);
export type VideoPageResponse = Static<typeof VideoPageResponse>;

export const BannerPageQuery = listPageQuery(BANNER_LIST);
export const BannerViewQuery = listViewQuery(BANNER_LIST);
export const BannerPageResponse = ListPage(Banner);
export type BannerPageResponse = Static<typeof BannerPageResponse>;

import type { ListKey, ListOf } from '@rewards/contract';
import { listRoutes } from './lists/list-routes';
import type { AnyListSource, SourceOf } from './lists/list-source';
import { auditSource } from './platform/audit/audit-source';
import { bannerSource, quizSource, videoSource } from './content/content-sources';
import { cryptoSource } from './money/crypto-source';
import { messageSource } from './content/message-source';
import { notificationSource } from './content/notification-source';
import { userSource } from './users/user-source';
import { walletSource } from './money/wallet-source';
import { withdrawalSource } from './money/withdrawal-source';

/**
 * The source of every list the contract registers (LISTS), by its key: a list without one
 * fails typecheck here. Its routes, the saved views' access and the engine's shared test suite
 * all read this one record (decision 065).
 */
const SOURCES: { readonly [K in ListKey]: SourceOf<ListOf<K>> } = {
  users: userSource,
  wallet: walletSource,
  withdrawals: withdrawalSource,
  crypto: cryptoSource,
  notifications: notificationSource,
  audit: auditSource,
  messages: messageSource,
  quizzes: quizSource,
  videos: videoSource,
  banners: bannerSource,
};

/** Every server-paged list the engine serves, in the contract's order. */
export const LIST_SOURCES: readonly AnyListSource[] = Object.values(SOURCES);

/** The routes of every list: page, summary (where it has one) and CSV each. */
export const listEngineRoutes = LIST_SOURCES.map((source) => listRoutes(source));

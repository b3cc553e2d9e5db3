import { AUDIT_LIST } from './audit-list';
import { BANNER_LIST } from './banner-list';
import { CRYPTO_LIST } from './crypto-list';
import { MESSAGE_LIST } from './message-list';
import { NOTIFICATION_LIST } from './notification-list';
import { QUIZ_LIST, VIDEO_LIST } from './quiz-list';
import { USER_LIST } from './user-list';
import { WALLET_LIST } from './wallet-list';
import { WITHDRAWAL_LIST } from './withdrawal-list';

// Each declaration, exported from here (`@rewards/contract/lists`) as it is registered.
export * from './audit-list';
export * from './banner-list';
export * from './crypto-list';
export * from './message-list';
export * from './notification-list';
export * from './quiz-list';
export * from './user-list';
export * from './wallet-list';
export * from './withdrawal-list';

// Every server-paged list, registered once (decision 065). What is keyed by a list derives
// from here: the saved views' keys, the API's sources (a list without one fails typecheck in
// api/src/list-catalogue.ts), its routes and operation ids, the shared engine suite.

/** Every list, in the order the saved views and the API name them. */
export const LISTS = [
  USER_LIST,
  WALLET_LIST,
  WITHDRAWAL_LIST,
  CRYPTO_LIST,
  NOTIFICATION_LIST,
  AUDIT_LIST,
  MESSAGE_LIST,
  QUIZ_LIST,
  VIDEO_LIST,
  BANNER_LIST,
] as const;

export type AnyList = (typeof LISTS)[number];
export type ListKey = AnyList['key'];
/** The declaration registered under `key`. */
export type ListOf<K extends ListKey> = Extract<AnyList, { key: K }>;

export const LIST_KEYS: readonly ListKey[] = LISTS.map((list) => list.key);

/** The declaration of a key, or undefined for a name no list has (a saved view's `list`). */
export const listOf = (key: string): AnyList | undefined => LISTS.find((list) => list.key === key);

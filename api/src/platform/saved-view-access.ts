import { type Permission, type Role, roleHas, type SavedViewList } from '@rewards/contract';
import { badRequest, conflict, HttpError } from '../lib/http-error';
import { auditSource } from './audit/audit-source';
import { bannerSource, quizSource, videoSource } from '../content/content-sources';
import { cryptoSource } from '../money/crypto-source';
import { messageSource } from '../content/message-source';
import { notificationSource } from '../content/notification-source';
import { userSource } from '../users/user-source';
import { walletSource } from '../money/wallet-source';
import { withdrawalSource } from '../money/withdrawal-source';

// Who may keep views of a list, and how many (the attack review: a content admin, who cannot open the
// Withdrawals list, shared 2,000 views on it, and every finance admin then loaded them; content
// and support read other admins' shared money-list queries).

/** The permission that opens each list: the same that guards its page route. */
const LIST_PERMISSION: Record<SavedViewList, Permission> = {
  users: userSource.permission,
  wallet: walletSource.permission,
  withdrawals: withdrawalSource.permission,
  crypto: cryptoSource.permission,
  notifications: notificationSource.permission,
  audit: auditSource.permission,
  messages: messageSource.permission,
  quizzes: quizSource.permission,
  videos: videoSource.permission,
  banners: bannerSource.permission,
};

/** Views one admin may keep of one list. */
export const SAVED_VIEWS_PER_LIST = 50;

/** Only a role that may open a list saves, shares or reads its views. */
export function checkListAccess(role: Role, list: string): void {
  const permission = Object.hasOwn(LIST_PERMISSION, list)
    ? LIST_PERMISSION[list as SavedViewList]
    : undefined;
  if (permission === undefined || !roleHas(role, permission))
    throw new HttpError(403, 'You do not have access to this list');
}

export const tooManyViews = (): HttpError =>
  conflict(
    `You have ${SAVED_VIEWS_PER_LIST} views of this list already; delete one to save another`,
  );

// Direction marks and embeddings/isolates: a name could reorder how the next names read.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function checkNameCharacters(name: string): void {
  if (BIDI_CONTROLS.test(name))
    throw badRequest('Name must not contain text direction control characters');
}

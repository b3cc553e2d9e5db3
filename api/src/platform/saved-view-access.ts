import { listOf, type Role, roleHas } from '@rewards/contract';
import { badRequest, conflict, HttpError } from '../lib/http-error';

// Who may keep views of a list, and how many (the attack review: a content admin, who cannot open the
// Withdrawals list, shared 2,000 views on it, and every finance admin then loaded them; content
// and support read other admins' shared money-list queries).

/** Views one admin may keep of one list. */
export const SAVED_VIEWS_PER_LIST = 50;

/** Only a role that may open a list saves, shares or reads its views. */
export function checkListAccess(role: Role, list: string): void {
  // The permission that opens the list: the declaration's, the one guarding its routes.
  const permission = listOf(list)?.permission;
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

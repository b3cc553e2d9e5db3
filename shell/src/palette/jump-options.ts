import type { User } from '@rewards/contract';
import { userPath } from '@rewards/contract/routes';
import type { ScreenEntry } from '../routes/route-table';
import { SCREEN_WORDS } from './screen-words';

/** One row of the jump palette: where Enter goes, and how the row reads. */
export interface JumpOption {
  id: string;
  label: string;
  /** The kind of place, read after the label ('Screen', 'User'). */
  hint: string;
  to: string;
}

/**
 * A user id, as typed: up to 9 digits. A longer number is a phone number (10 digits in India),
 * which the user search finds; offering "User #6126983494" too led to "User not found".
 */
const ID = /^[1-9]\d{0,8}$/;

/** Lower case, one space between words: how texts are compared. */
const normal = (text: string) => text.toLowerCase().trim().replace(/\s+/g, ' ');

/**
 * How well a screen answers the text: 0 its label contains it, 1 each word of it is in the
 * label, page title or search words (SCREEN_WORDS), null not at all.
 */
function rank(entry: ScreenEntry, needle: string): number | null {
  if (normal(entry.label).includes(needle)) return 0;
  const words = [entry.label, entry.title ?? '', ...(SCREEN_WORDS[entry.key] ?? [])]
    .map(normal)
    .join(' | ');
  return needle.split(' ').every((word) => words.includes(word)) ? 1 : null;
}

/**
 * The screens the text names (all of them for no text): those whose label contains it first,
 * then those found by page title or search words, each group in manifest order.
 */
export function screenOptions(entries: readonly ScreenEntry[], text: string): JumpOption[] {
  const needle = normal(text);
  return entries
    .map((entry) => ({ entry, rank: rank(entry, needle) }))
    .filter((found): found is { entry: ScreenEntry; rank: number } => found.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map(({ entry }) => ({
      id: `screen:${entry.path}`,
      label: entry.label,
      // The page title says why "banner" found Home Manage.
      hint: entry.title ? `Screen · ${entry.title}` : 'Screen',
      to: entry.path,
    }));
}

/**
 * The users the text names: an id opens that user's page directly (the user search matches
 * names, emails, phones and ref codes, not ids), then the server's matches. A phone number is
 * only searched (ID).
 */
export function userOptions(text: string, matches: readonly User[]): JumpOption[] {
  const trimmed = text.trim();
  const byId: JumpOption[] = ID.test(trimmed)
    ? [
        {
          id: `user-id:${trimmed}`,
          label: `User #${trimmed}`,
          hint: 'User by id',
          to: userPath(Number(trimmed)),
        },
      ]
    : [];
  return [
    ...byId,
    ...matches.map((user) => ({
      id: `user:${user.id}`,
      label: `${user.full_name} (#${user.id})`,
      hint: `User · ${user.email}`,
      to: userPath(user.id),
    })),
  ];
}

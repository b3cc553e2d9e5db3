import type { User } from '@rewards/contract';
import { userPath } from '@rewards/contract/routes';
import type { SidebarEntry } from '../routes/route-table';

/** One row of the jump palette: where Enter goes, and how the row reads. */
export interface JumpOption {
  id: string;
  label: string;
  /** The kind of place, read after the label ('Screen', 'User'). */
  hint: string;
  to: string;
}

const ID = /^[1-9]\d{0,15}$/;

/** Screens whose label contains the text (all of them for no text), in sidebar order. */
export function screenOptions(entries: readonly SidebarEntry[], text: string): JumpOption[] {
  const needle = text.trim().toLowerCase();
  return entries
    .filter((entry) => entry.label.toLowerCase().includes(needle))
    .map((entry) => ({
      id: `screen:${entry.path}`,
      label: entry.label,
      hint: 'Screen',
      to: entry.path,
    }));
}

/**
 * The users the text names: an id opens that user's page directly (the user search matches
 * names, emails, phones and ref codes, not ids), then the server's matches.
 */
export function userOptions(text: string, matches: readonly User[]): JumpOption[] {
  const trimmed = text.trim();
  const byId: JumpOption[] =
    ID.test(trimmed) && Number.isSafeInteger(Number(trimmed))
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

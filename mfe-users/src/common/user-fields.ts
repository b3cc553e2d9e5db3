import { formatDateTime, formatRupees } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { USER_LIST, type UserSortKey } from '@rewards/contract/lists';
import { statusSince } from './user-status';

// How a user's fields read, wherever this remote shows them: the User Manage table's
// read-only columns and a user's own page use the same words for the same values. Which
// fields, their headers and order come from the list's declaration (USER_LIST).

/** An empty value reads as a dash. */
export const dash = (value: string | number | null | undefined): string | number =>
  value === null || value === undefined || value === '' ? '—' : value;
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** The screen's order: the declaration's (the CSV's), Trust and Status moved beside Action. */
export const USER_SCREEN_ORDER: readonly string[] = [
  ...USER_LIST.columns
    .map((column) => column.id)
    .filter((id) => id !== 'trust' && id !== 'status' && id !== 'action'),
  'trust',
  'status',
  'action',
];

/**
 * Each field as text: what the table shows in its cells (the interactive ones as their saved
 * value: Trust reads True/False beside its switch, Payment Status Approved or Not approved).
 * One per sortable column of USER_LIST: a column added there fails typecheck until it reads here.
 */
const TEXT: Readonly<Record<UserSortKey, (user: User) => string | number>> = {
  id: (u) => u.id,
  name: (u) => dash(u.full_name),
  email: (u) => dash(u.email),
  // A calendar date ('1990-05-01'); parsing it as a Date would shift it by the time zone.
  dob: (u) => dash(u.dob),
  country: (u) => dash(u.country_code),
  phone: (u) => dash(u.phone_number),
  gender: (u) => dash(u.gender),
  verified: (u) => yesNo(u.verified),
  wallet: (u) => formatRupees(u.coin),
  plan: (u) => dash(u.business_plan),
  payment: (u) => (u.payment_status ? 'Approved' : 'Not approved'),
  days: (u) => u.day_count,
  underRef: (u) => dash(u.under_ref),
  refCount: (u) => u.reference_count,
  refCode: (u) => dash(u.reference_code),
  created: (u) => formatDateTime(u.created_at),
  since: (u) => formatDateTime(statusSince(u)),
  trust: (u) => (u.trust ? 'True' : 'False'),
  status: (u) => u.status,
};

export interface UserField {
  /** The User Manage column's header (docs/product.md#users). */
  label: string;
  value: (user: User) => string | number;
}

const isField = (id: string): id is UserSortKey => Object.hasOwn(TEXT, id);

/** Every field of docs/product.md#users in the table's order (all its columns but Action). */
export const USER_FIELDS: readonly UserField[] = USER_SCREEN_ORDER.filter(isField).map((id) => ({
  label: USER_LIST.columns.find((column) => column.id === id)?.header ?? id,
  value: TEXT[id],
}));

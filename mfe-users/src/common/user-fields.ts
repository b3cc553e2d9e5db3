import { formatDateTime, formatRupees } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { statusSince } from './user-status';

// How a user's fields read, wherever this remote shows them: the User Manage table's
// read-only columns and a user's own page use the same words for the same values.

/** An empty value reads as a dash. */
export const dash = (value: string | number | null | undefined): string | number =>
  value === null || value === undefined || value === '' ? '—' : value;
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

export interface UserField {
  /** The User Manage column's header (docs/product.md#users). */
  label: string;
  value: (user: User) => string | number;
}

/**
 * Every field of docs/product.md#users in the table's order, as text: what the table shows in
 * its cells (the interactive ones as their saved value: Trust reads True/False beside its switch,
 * Payment Status Approved or Approve).
 */
export const USER_FIELDS: readonly UserField[] = [
  { label: 'ID', value: (u) => u.id },
  { label: 'Name', value: (u) => dash(u.full_name) },
  { label: 'Email', value: (u) => dash(u.email) },
  // A calendar date ('1990-05-01'); parsing it as a Date would shift it by the time zone.
  { label: 'DOB', value: (u) => dash(u.dob) },
  { label: 'Country', value: (u) => dash(u.country_code) },
  { label: 'Phone', value: (u) => dash(u.phone_number) },
  { label: 'Gender', value: (u) => dash(u.gender) },
  { label: 'Verified', value: (u) => yesNo(u.verified) },
  { label: 'Wallet', value: (u) => formatRupees(u.coin) },
  { label: 'Business Plan', value: (u) => dash(u.business_plan) },
  { label: 'Payment Status', value: (u) => (u.payment_status ? 'Approved' : 'Not approved') },
  { label: 'Day Count', value: (u) => u.day_count },
  { label: 'Under Ref', value: (u) => dash(u.under_ref) },
  { label: 'Ref Count', value: (u) => u.reference_count },
  { label: 'Ref Code', value: (u) => dash(u.reference_code) },
  { label: 'Created At', value: (u) => formatDateTime(u.created_at) },
  { label: 'Pause/Block Date', value: (u) => formatDateTime(statusSince(u)) },
  { label: 'Trust', value: (u) => (u.trust ? 'True' : 'False') },
  { label: 'Status', value: (u) => u.status },
];

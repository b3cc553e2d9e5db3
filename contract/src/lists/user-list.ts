import type { User } from '../api/users';
import { defineList, type ListColumn } from './list-declaration';

// User Manage (`/user-table`, docs/product.md#users): one line per column says its header,
// server sort key and CSV value; the screen adds the cell (mfe-users user-columns.tsx), the
// API the sort key's SQL and index (api/src/users/user-source.ts).

/**
 * The sort keys of GET /api/users (`sort=name:asc`): the columns' ids, every one backed by a
 * database index (api/src/users/user-sort-keys.ts; a new key is a new migration).
 */
export const USER_SORT_KEYS = [
  'id',
  'name',
  'email',
  'dob',
  'country',
  'phone',
  'gender',
  'verified',
  'wallet',
  'plan',
  'payment',
  'days',
  'trust',
  'underRef',
  'refCount',
  'refCode',
  'created',
  'status',
  'since',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** When the current pause or block began (the Pause/Block Date column). */
export function statusSince(user: Pick<User, 'status' | 'pause_start' | 'block_date'>) {
  if (user.status === 'pause') return user.pause_start;
  if (user.status === 'block') return user.block_date;
  return null;
}

/** A sortable column: its id is its sort key. */
const sorted = (
  id: UserSortKey,
  header: string,
  csv: (user: User) => unknown,
): ListColumn<User> => ({ id, header, sortKey: id, csv });

/** The 20 columns in the spec's (and the CSV's) order; the screen moves Trust and Status. */
export const USER_LIST = defineList<User>()({
  key: 'users',
  path: '/users',
  operationName: 'Users',
  permission: 'users:read',
  dataSet: 'users',
  entity: 'user',
  sortKeys: USER_SORT_KEYS,
  defaultSort: { key: 'id', direction: 'asc' },
  filters: {
    search: { kind: 'search', label: 'name, email, phone number or ref code' },
    status: { kind: 'choice', values: ['all', 'ok', 'pause', 'block'] },
    trust: { kind: 'choice', values: ['all', 'yes', 'no'] },
  },
  urlKeys: { search: 'q' },
  columns: [
    sorted('id', 'ID', (u) => u.id),
    sorted('name', 'Name', (u) => u.full_name),
    sorted('email', 'Email', (u) => u.email),
    sorted('dob', 'DOB', (u) => u.dob),
    sorted('country', 'Country', (u) => u.country_code),
    sorted('phone', 'Phone', (u) => u.phone_number),
    sorted('gender', 'Gender', (u) => u.gender),
    sorted('verified', 'Verified', (u) => yesNo(u.verified)),
    sorted('wallet', 'Wallet', (u) => u.coin),
    sorted('plan', 'Business Plan', (u) => u.business_plan),
    sorted('payment', 'Payment Status', (u) => (u.payment_status ? 'Approved' : 'Pending')),
    sorted('days', 'Day Count', (u) => u.day_count),
    sorted('trust', 'Trust', (u) => (u.trust ? 'True' : 'False')),
    sorted('underRef', 'Under Ref', (u) => u.under_ref),
    sorted('refCount', 'Ref Count', (u) => u.reference_count),
    sorted('refCode', 'Ref Code', (u) => u.reference_code),
    sorted('created', 'Created At', (u) => u.created_at),
    sorted('status', 'Status', (u) => u.status),
    sorted('since', 'Pause/Block Date', statusSince),
    { id: 'action', header: 'Action' },
  ],
  csvFileName: 'users.csv',
});

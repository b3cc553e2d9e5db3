import { formatDateTime } from '@rewards/shared';
import type { User } from '@rewards/contract';
import type { DataColumn, SortKey } from '@rewards/shared/table';
import { DeleteCell } from './delete-cell';
import { PaymentCell } from './payment-cell';
import { StatusCell } from './status-cell';
import { StatusSinceCell } from './status-since-cell';
import { TrustCell } from './trust-cell';
import { WalletCell } from './wallet-cell';
import { statusSince } from './user-status';

type Column = DataColumn<User>;

const dash = (value: SortKey) =>
  value === null || value === undefined || value === '' ? '—' : value;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/** Booleans sort as numbers so the yeses and the noes group together in either direction. */
const bit = (value: boolean) => (value ? 1 : 0);

/** A read-only column whose text, sort key and CSV value are one field. */
function field(
  id: string,
  header: string,
  value: (u: User) => SortKey,
  extra?: Partial<Column>,
): Column {
  return { id, header, cell: (u) => dash(value(u)), sortValue: value, csvValue: value, ...extra };
}

const flag = (id: string, header: string, value: (u: User) => boolean): Column => ({
  id,
  header,
  cell: (u) => yesNo(value(u)),
  sortValue: (u) => bit(value(u)),
  csvValue: (u) => yesNo(value(u)),
});

/**
 * The 20 columns of docs/product.md#users, in order, with what each sorts by and writes
 * to CSV. A module-level constant: the interactive cells read their actions from
 * UserActionsProvider, so a saving row re-renders its cells, never the column set.
 */
const columns: readonly Column[] = [
  field('id', 'ID', (u) => u.id, { width: '80px' }),
  field('name', 'Name', (u) => u.full_name),
  field('email', 'Email', (u) => u.email),
  // DOB is a calendar date ('1990-05-01'); parsing it as a Date would shift it by the time zone.
  field('dob', 'DOB', (u) => u.dob),
  field('country', 'Country', (u) => u.country_code),
  field('phone', 'Phone', (u) => u.phone_number),
  field('gender', 'Gender', (u) => u.gender),
  flag('verified', 'Verified', (u) => u.verified),
  {
    id: 'wallet',
    header: 'Wallet',
    cell: (u) => <WalletCell user={u} />,
    sortValue: (u) => Number(u.coin),
    csvValue: (u) => u.coin,
  },
  field('plan', 'Business Plan', (u) => u.business_plan),
  {
    id: 'payment',
    header: 'Payment Status',
    cell: (u) => <PaymentCell user={u} />,
    sortValue: (u) => bit(u.payment_status),
    csvValue: (u) => (u.payment_status ? 'Approved' : 'Pending'),
  },
  field('days', 'Day Count', (u) => u.day_count, { align: 'end' }),
  {
    id: 'trust',
    header: 'Trust',
    cell: (u) => <TrustCell user={u} />,
    sortValue: (u) => bit(u.trust),
    csvValue: (u) => (u.trust ? 'True' : 'False'),
  },
  field('underRef', 'Under Ref', (u) => u.under_ref),
  field('refCount', 'Ref Count', (u) => u.reference_count, { align: 'end' }),
  field('refCode', 'Ref Code', (u) => u.reference_code),
  field('created', 'Created At', (u) => u.created_at, {
    cell: (u) => formatDateTime(u.created_at),
  }),
  {
    id: 'status',
    header: 'Status',
    // Keyed on the saved status so the select starts again from the server's answer.
    cell: (u) => <StatusCell key={u.status} user={u} />,
    sortValue: (u) => u.status,
    csvValue: (u) => u.status,
  },
  field('since', 'Pause/Block Date', statusSince, { cell: (u) => <StatusSinceCell user={u} /> }),
  { id: 'action', header: 'Action', cell: (u) => <DeleteCell user={u} /> },
];

/**
 * Cells stay on one line: the virtualized table assumes one fixed row height, and twenty
 * columns read better scrolled sideways than wrapped into tall rows. A plain span with a
 * class (row-controls-style.tsx), not a kit component: scrolling mounts 20 of these per row.
 */
export const userColumns: readonly Column[] = columns.map((column) => ({
  ...column,
  cell: (user: User, index: number) => <span className="uc-row">{column.cell(user, index)}</span>,
}));

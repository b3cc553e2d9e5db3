import { formatDateTime, formatRupees, type User } from '@rewards/shared';
import type { DataColumn } from '@rewards/shared/table';
import { Badge, Text } from '@rewards/shared/ui';
import { isPauseExpired, statusSince } from './user-status';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

const yesNo = (value: boolean) => (
  <Badge colorPalette={value ? 'green' : 'gray'}>{value ? 'Yes' : 'No'}</Badge>
);

const STATUS_PALETTE = { ok: 'green', pause: 'orange', block: 'red' } as const;

function StatusCell({ user }: { user: User }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      <Badge colorPalette={STATUS_PALETTE[user.status]}>{user.status}</Badge>
      {isPauseExpired(user) && (
        <Text as="span" ms="1" color="fg.muted">
          (Expired)
        </Text>
      )}
    </Text>
  );
}

/**
 * The spec's 20 columns, in order (section 2 'User list'). Read-only for now: the inline
 * wallet edit, approve, trust toggle, status select and delete (issue 5) plug into the
 * Wallet, Payment Status, Trust, Status and Action cells.
 */
const columns: readonly DataColumn<User>[] = [
  { id: 'id', header: 'ID', cell: (u) => u.id, width: '70px' },
  { id: 'name', header: 'Name', cell: (u) => u.full_name },
  { id: 'email', header: 'Email', cell: (u) => u.email },
  // DOB is a calendar date ('1990-05-01'); parsing it as a Date would shift it by the time zone.
  { id: 'dob', header: 'DOB', cell: (u) => dash(u.dob) },
  { id: 'country', header: 'Country', cell: (u) => dash(u.country_code) },
  { id: 'phone', header: 'Phone', cell: (u) => dash(u.phone_number) },
  { id: 'gender', header: 'Gender', cell: (u) => dash(u.gender) },
  { id: 'verified', header: 'Verified', cell: (u) => yesNo(u.verified) },
  { id: 'wallet', header: 'Wallet', cell: (u) => formatRupees(u.coin), align: 'end' },
  { id: 'plan', header: 'Business Plan', cell: (u) => dash(u.business_plan) },
  {
    id: 'payment',
    header: 'Payment Status',
    cell: (u) => (
      <Badge colorPalette={u.payment_status ? 'green' : 'yellow'}>
        {u.payment_status ? 'Approved' : 'Pending'}
      </Badge>
    ),
  },
  { id: 'days', header: 'Day Count', cell: (u) => u.day_count, align: 'end' },
  { id: 'trust', header: 'Trust', cell: (u) => yesNo(u.trust) },
  { id: 'underRef', header: 'Under Ref', cell: (u) => dash(u.under_ref) },
  { id: 'refCount', header: 'Ref Count', cell: (u) => u.reference_count, align: 'end' },
  { id: 'refCode', header: 'Ref Code', cell: (u) => dash(u.reference_code) },
  { id: 'created', header: 'Created At', cell: (u) => formatDateTime(u.created_at) },
  { id: 'status', header: 'Status', cell: (u) => <StatusCell user={u} /> },
  { id: 'since', header: 'Pause/Block Date', cell: (u) => formatDateTime(statusSince(u)) },
  // Inline actions (approve, trust, status, delete) arrive with the full screen (issue 5).
  { id: 'action', header: 'Action', cell: () => null },
];

/**
 * Cells stay on one line: the virtualized table assumes one fixed row height, and twenty
 * columns read better scrolled sideways than wrapped into tall rows.
 */
export const userColumns: readonly DataColumn<User>[] = columns.map((column) => ({
  ...column,
  cell: (user: User, index: number) => (
    <Text as="span" whiteSpace="nowrap">
      {column.cell(user, index)}
    </Text>
  ),
}));

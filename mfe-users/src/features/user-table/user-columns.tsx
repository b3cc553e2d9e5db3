import { formatDateTime } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { USER_SORT_KEYS } from '@rewards/contract/limits';
import { userPath } from '@rewards/contract/routes';
import { Link as RouterLink } from '@rewards/shared/router';
import type { DataColumn, SortKey } from '@rewards/shared/table';
import { DeleteCell } from './delete-cell';
import { PaymentCell } from '../../common/user-row/payment-cell';
import { StatusCell } from '../../common/user-row/status-cell';
import { StatusSinceCell } from '../../common/user-row/status-since-cell';
import { TrustCell } from '../../common/user-row/trust-cell';
import { WalletCell } from '../../common/user-row/wallet-cell';
import { dash, yesNo } from '../../common/user-fields';
import { statusSince } from '../../common/user-status';

type Column = DataColumn<User>;

/** The server sorts by these column ids (`sort=<id>:<asc|desc>`); other columns do not sort. */
const sortable = (id: string) => USER_SORT_KEYS.some((key) => key === id);

/** A read-only column showing one field. */
function field(
  id: string,
  header: string,
  value: (u: User) => SortKey,
  extra?: Partial<Column>,
): Column {
  return { id, header, cell: (u) => dash(value(u)), sortable: sortable(id), ...extra };
}

const flag = (id: string, header: string, value: (u: User) => boolean, width: string): Column => ({
  id,
  header,
  cell: (u) => yesNo(value(u)),
  sortable: sortable(id),
  width,
});

/**
 * The 20 columns of docs/product.md#users, with Trust and Status moved beside Action: on a
 * screen 1280 px or wider the user's identity (ID, Name) stays at the left edge and the row
 * actions at the right edge while the table scrolls sideways (docs/spec-deviations.md). Sorting
 * and CSV run on the server (GET /api/users, /api/users/export.csv). A module-level
 * constant: the interactive cells read their actions from UserActionsProvider, so a saving
 * row re-renders its cells, never the column set.
 */
const columns: readonly Column[] = [
  field('id', 'ID', (u) => u.id, { width: '80px', sticky: 'start' }),
  field('name', 'Name', (u) => u.full_name, {
    // The user's own page: their fields, referrals and rows of every list.
    cell: (u) => (
      <RouterLink className="uc-link" to={userPath(u.id)}>
        {dash(u.full_name)}
      </RouterLink>
    ),
    width: '180px',
    sticky: 'start',
  }),
  field('email', 'Email', (u) => u.email, { width: '240px' }),
  // DOB is a calendar date ('1990-05-01'); parsing it as a Date would shift it by the time zone.
  field('dob', 'DOB', (u) => u.dob, { width: '100px' }),
  field('country', 'Country', (u) => u.country_code, { width: '80px' }),
  field('phone', 'Phone', (u) => u.phone_number, { width: '130px' }),
  field('gender', 'Gender', (u) => u.gender, { width: '80px' }),
  flag('verified', 'Verified', (u) => u.verified, '80px'),
  {
    id: 'wallet',
    header: 'Wallet',
    cell: (u) => <WalletCell user={u} />,
    sortable: true,
    width: '160px',
  },
  field('plan', 'Business Plan', (u) => u.business_plan, { width: '125px' }),
  {
    id: 'payment',
    header: 'Payment Status',
    cell: (u) => <PaymentCell user={u} />,
    sortable: true,
    width: '135px',
  },
  field('days', 'Day Count', (u) => u.day_count, { align: 'end', width: '95px' }),
  field('underRef', 'Under Ref', (u) => u.under_ref, { width: '110px' }),
  field('refCount', 'Ref Count', (u) => u.reference_count, { align: 'end', width: '95px' }),
  field('refCode', 'Ref Code', (u) => u.reference_code, { width: '115px' }),
  field('created', 'Created At', (u) => u.created_at, {
    cell: (u) => formatDateTime(u.created_at),
    width: '175px',
  }),
  field('since', 'Pause/Block Date', statusSince, {
    cell: (u) => <StatusSinceCell user={u} />,
    width: '240px',
  }),
  {
    id: 'trust',
    header: 'Trust',
    cell: (u) => <TrustCell user={u} />,
    sortable: true,
    width: '100px',
    sticky: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    // Keyed on the saved status so the select starts again from the server's answer.
    cell: (u) => <StatusCell key={u.status} user={u} />,
    sortable: true,
    width: '230px',
    sticky: 'end',
  },
  {
    id: 'action',
    header: 'Action',
    cell: (u) => <DeleteCell user={u} />,
    width: '96px',
    sticky: 'end',
  },
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

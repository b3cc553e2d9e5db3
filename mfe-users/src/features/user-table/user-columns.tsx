import { formatDateTime } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { USER_LIST } from '@rewards/contract/lists';
import { userPath } from '@rewards/contract/routes';
import { Link as RouterLink } from '@rewards/shared/router';
import { type ColumnView, type DataColumn, listColumns, type SortKey } from '@rewards/shared/table';
import { DeleteCell } from './delete-cell';
import { PaymentCell } from '../../common/user-row/payment-cell';
import { StatusCell } from '../../common/user-row/status-cell';
import { StatusSinceCell } from '../../common/user-row/status-since-cell';
import { TrustCell } from '../../common/user-row/trust-cell';
import { WalletCell } from '../../common/user-row/wallet-cell';
import { dash, USER_SCREEN_ORDER, yesNo } from '../../common/user-fields';

type Column = DataColumn<User>;
type View = ColumnView<User>;

/** A read-only column showing one field. */
const field = (value: (u: User) => SortKey, extra?: Partial<View>): View => ({
  cell: (u) => dash(value(u)),
  ...extra,
});

/**
 * The 20 columns of docs/product.md#users (headers, sort keys and CSV values: USER_LIST), with
 * Trust and Status moved beside Action: on a screen 1280 px or wider the user's identity (ID,
 * Name) stays at the left edge and the row actions at the right edge while the table scrolls
 * sideways (docs/spec-deviations.md). Sorting and CSV run on the server. A module-level
 * constant: the interactive cells read their actions from UserActionsProvider, so a saving
 * row re-renders its cells, never the column set.
 */
const columns: readonly Column[] = listColumns(
  USER_LIST.columns,
  {
    id: field((u) => u.id, { width: '80px', sticky: 'start' }),
    name: {
      // The user's own page: their fields, referrals and rows of every list.
      cell: (u) => (
        <RouterLink className="rc-link rc-link-u" to={userPath(u.id)}>
          {dash(u.full_name)}
        </RouterLink>
      ),
      width: '180px',
      sticky: 'start',
    },
    email: field((u) => u.email, { width: '240px' }),
    // DOB is a calendar date ('1990-05-01'); parsing it as a Date would shift it by the time zone.
    dob: field((u) => u.dob, { width: '100px' }),
    country: field((u) => u.country_code, { width: '80px' }),
    phone: field((u) => u.phone_number, { width: '130px' }),
    gender: field((u) => u.gender, { width: '80px' }),
    verified: { cell: (u) => yesNo(u.verified), width: '80px' },
    wallet: { cell: (u) => <WalletCell user={u} />, width: '160px' },
    plan: field((u) => u.business_plan, { width: '125px' }),
    payment: { cell: (u) => <PaymentCell user={u} />, width: '135px' },
    days: field((u) => u.day_count, { align: 'end', width: '95px' }),
    underRef: field((u) => u.under_ref, { width: '110px' }),
    refCount: field((u) => u.reference_count, { align: 'end', width: '95px' }),
    refCode: field((u) => u.reference_code, { width: '115px' }),
    created: { cell: (u) => formatDateTime(u.created_at), width: '175px' },
    since: { cell: (u) => <StatusSinceCell user={u} />, width: '240px' },
    trust: { cell: (u) => <TrustCell user={u} />, width: '100px', sticky: 'end' },
    // Keyed on the saved status so the select starts again from the server's answer.
    status: { cell: (u) => <StatusCell key={u.status} user={u} />, width: '230px', sticky: 'end' },
    action: { cell: (u) => <DeleteCell user={u} />, width: '96px', sticky: 'end' },
  },
  USER_SCREEN_ORDER,
);

/**
 * Cells stay on one line: the virtualized table assumes one fixed row height, and twenty
 * columns read better scrolled sideways than wrapped into tall rows. A plain span with a
 * class (the kit's RowCellsStyle), not a kit component: scrolling mounts 20 of these per row.
 */
export const userColumns: readonly Column[] = columns.map((column) => ({
  ...column,
  cell: (user: User, index: number) => <span className="rc-row">{column.cell(user, index)}</span>,
}));

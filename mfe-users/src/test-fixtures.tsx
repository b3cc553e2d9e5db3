import { screen } from '@testing-library/react';
import type {
  User,
  UserListResponse,
  WalletChange,
  WalletChangeListResponse,
  Withdrawal,
} from '@rewards/contract';
import { provideRemoteLoader } from '@rewards/shared';
import type { DataColumn, UserListPartProps } from '@rewards/shared/table';
import { mockApi, renderWithProviders, type SentRequest } from '@rewards/shared/testing';
import UserTablePage from './pages/user-table-page';

/** A complete user as the API returns it; tests override only what they check. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    dob: '1995-04-12',
    country_code: '+91',
    phone_number: '9876543210',
    gender: 'female',
    verified: true,
    coin: '1250.50',
    business_plan: 'Silver',
    payment_status: false,
    day_count: 12,
    trust: true,
    under_ref: 'REF100',
    reference_count: 3,
    reference_code: 'ASHA01',
    created_at: '2025-01-10T08:00:00.000Z',
    status: 'ok',
    pause_start: null,
    block_date: null,
    ...overrides,
  };
}

/** A wallet change of `makeUser()`'s user awaiting a second approval, as the API returns it. */
export function makeWalletChange(overrides: Partial<WalletChange> = {}): WalletChange {
  const user = makeUser();
  return {
    id: 7,
    user_id: user.id,
    full_name: user.full_name,
    email: user.email,
    from: user.coin,
    to: '90000.00',
    status: 'pending',
    requested_by: 'finance@rewards.test',
    requested_at: '2026-11-26T10:00:00.000Z',
    decided_by: null,
    decided_at: null,
    ...overrides,
  };
}

const FAKE_WITHDRAWAL_COLUMNS: DataColumn<Withdrawal>[] = [
  { id: 'id', header: 'ID', cell: (row) => `Withdrawal #${row.id}` },
  { id: 'status', header: 'Status', cell: (row) => row.status },
];

/**
 * mfe-payments' withdrawals part as the user's page sees it (decision 041): a remote cannot
 * import another's code, tests included, so the page's tests load this stand-in through the
 * host's loader (mfe-payments tests the real part).
 */
export function FakeWithdrawalsPart({ renderList }: UserListPartProps<Withdrawal>) {
  return renderList(FAKE_WITHDRAWAL_COLUMNS);
}

/** A host that serves the page's parts (`load` answers each module id). */
export function provideParts(
  load = async (_id: string): Promise<unknown> => ({
    default: FakeWithdrawalsPart,
  }),
) {
  const loader = jest.fn(load);
  provideRemoteLoader(loader);
  return loader;
}

/** The query string of a request the screen sent. */
export const queryOf = (request: SentRequest) => new URLSearchParams(request.path.split('?')[1]);

/**
 * One page of `users` (already filtered and sorted, in this order) as GET /api/users answers:
 * from `position`, or after the row its own `cursor` names (here simply the next row index).
 */
export function pageOf(users: readonly User[], request: SentRequest): UserListResponse {
  const query = queryOf(request);
  const start = Number(query.get('cursor') ?? query.get('position') ?? 0);
  const rows = users.slice(start, start + Number(query.get('limit') ?? 100));
  const next = start + rows.length;
  return {
    success: true,
    data: {
      rows,
      total: users.length,
      totalIsEstimate: false,
      nextCursor: next < users.length ? String(next) : null,
      position: start,
    },
  };
}

/** GET /api/admin/wallet-changes: the changes awaiting a second admin (none by default). */
export function mockPendingWalletChanges(changes: readonly WalletChange[] = []) {
  mockApi.get<WalletChangeListResponse>('/admin/wallet-changes', {
    success: true,
    data: [...changes],
  });
}

/**
 * GET /api/users answering with pages of `users`, or of what `usersFor` picks for the query
 * sent (the test states what the server finds for each search, filter and sort). The page also
 * asks for the wallet changes awaiting approval: none, unless the test says otherwise.
 */
export function mockUserList(
  users: readonly User[] | ((query: URLSearchParams) => readonly User[]),
  options?: { until?: Promise<unknown> },
) {
  const usersFor = typeof users === 'function' ? users : () => users;
  mockApi.get<UserListResponse>(
    '/users',
    (request) => pageOf(usersFor(queryOf(request)), request),
    options,
  );
  mockPendingWalletChanges();
}

/** The user table with these users, once the first of them is on screen. */
export async function renderUserTable(
  users: User[],
  route = '/user-table',
  pendingWalletChanges: readonly WalletChange[] = [],
) {
  mockUserList(users);
  mockPendingWalletChanges(pendingWalletChanges);
  const result = renderWithProviders(<UserTablePage />, { route });
  if (users[0]) await screen.findByText(users[0].email);
  return result;
}

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserListResponse, UserResponse } from '@rewards/contract';
import { createQueryClient, type QueryClient } from '@rewards/shared/query';
import { mockApi, renderWithProviders, rowOf } from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import {
  makeUser,
  mockPendingWalletChanges,
  mockUserList,
  pageOf,
  queryOf,
} from '../test-fixtures';

const ROW_PX = 48;
const USERS = Array.from({ length: 1000 }, (_, i) =>
  makeUser({ id: i + 1, full_name: `User ${i}`, email: `user${i}@example.com`, trust: false }),
);

const listPaths = () => mockApi.requestsTo('get', '/users').map((request) => request.path);

/** Scrolls the table so that row `index` is at the top, as a scrollbar drag would. */
function scrollToRow(index: number) {
  const box = screen.getByLabelText('Users (scrollable)');
  box.scrollTop = index * ROW_PX;
  fireEvent.scroll(box);
}

async function renderTable(queryClient: QueryClient = createQueryClient({ retry: false })) {
  renderWithProviders(<UserTablePage />, { route: '/user-table', queryClient });
  expect(await screen.findByText('user0@example.com')).toBeInTheDocument();
}

// Each test drives a whole Chakra table through jsdom; a busy machine needs the time.
jest.setTimeout(45_000);

describe('the list is fetched window by window', () => {
  it('knows the total from the first window and asks only for the rows on screen', async () => {
    mockUserList(USERS);
    await renderTable();
    expect(screen.getByText('1,000 users')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '1001');
    expect(listPaths()).toEqual(['/users?limit=100']);
    // Rows past the first window are not in the page until scrolled to.
    expect(screen.queryByText('user150@example.com')).not.toBeInTheDocument();
  });

  it('reads on after a cached window by its cursor, and jumps by position', async () => {
    mockUserList(USERS);
    await renderTable();
    scrollToRow(150);
    expect(await screen.findByText('user150@example.com')).toBeInTheDocument();
    expect(listPaths()).toEqual(['/users?limit=100', '/users?cursor=100&limit=100']);

    scrollToRow(900);
    expect(await screen.findByText('user900@example.com')).toBeInTheDocument();
    expect(listPaths()).toEqual([
      '/users?limit=100',
      '/users?cursor=100&limit=100',
      '/users?position=900&limit=100',
    ]);
  });

  it('a new sort right after a drag asks for the top of the sorted list only', async () => {
    mockUserList(USERS);
    await renderTable();
    scrollToRow(900);
    expect(await screen.findByText('user900@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    const box = screen.getByLabelText('Users (scrollable)');
    await waitFor(() => expect(box.scrollTop).toBe(0));
    fireEvent.scroll(box); // jsdom does not fire it for a scrollTop set by the table
    expect(await screen.findByText('user0@example.com')).toBeInTheDocument();
    // Not '?sort=name:asc&position=900': the drag's paced range belonged to the other list.
    expect(listPaths().filter((path) => path.includes('sort='))).toEqual([
      '/users?sort=name:asc&limit=100',
    ]);
  });

  it('cancels the request for a window scrolled past before it arrived', async () => {
    // The server never answers for rows 500+, so that request is still open when the admin
    // scrolls back to the top.
    mockApi.get<UserListResponse>('/users', (request) =>
      queryOf(request).get('position') === '500'
        ? new Promise<UserListResponse>(() => undefined)
        : pageOf(USERS, request),
    );
    mockPendingWalletChanges();
    const client = createQueryClient({ retry: false });
    await renderTable(client);
    scrollToRow(500);
    await waitFor(() => expect(listPaths()).toContain('/users?position=500&limit=100'));
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    const window5 = () => client.getQueryCache().find({ queryKey: ['users', 'list', {}, 5] });
    expect(window5()?.state.fetchStatus).toBe('fetching');

    scrollToRow(0);
    expect(await screen.findByText('user0@example.com')).toBeInTheDocument();
    // The query lost its last observer while fetching. Had its AbortSignal not been passed on
    // to the request, it would go on fetching (this answer never comes); cancelled, it is
    // back to never loaded.
    await waitFor(() => expect(window5()?.state.fetchStatus).toBe('idle'));
    expect(window5()?.state.status).toBe('pending');
    expect(window5()?.state.data).toBeUndefined();
    // Window 0 came from the cache: nothing else was asked for.
    expect(listPaths()).toEqual(['/users?limit=100', '/users?position=500&limit=100']);
  });

  it('patches the row in its cached window after an inline action: no list refetch', async () => {
    mockUserList(USERS);
    await renderTable();
    scrollToRow(150);
    const user = USERS[150];
    expect(await screen.findByText('user150@example.com')).toBeInTheDocument();
    mockApi.put<UserResponse>(`/users/151/trust`, {
      success: true,
      user: { ...USERS[150]!, trust: true },
    });
    const trust = rowOf('user150@example.com').getByRole('switch', { name: 'Trust User 150' });
    await userEvent.click(trust);
    expect(await screen.findByText('Trust status updated: True')).toBeInTheDocument();
    expect(trust).toBeChecked();
    expect(user?.trust).toBe(false); // the server's answer went into the cache, not the fixture

    // Scrolling away and back shows the patched row from the cache, still without a refetch.
    scrollToRow(0);
    expect(await screen.findByText('user0@example.com')).toBeInTheDocument();
    scrollToRow(150);
    expect(await screen.findByText('user150@example.com')).toBeInTheDocument();
    expect(
      rowOf('user150@example.com').getByRole('switch', { name: 'Trust User 150' }),
    ).toBeChecked();
    expect(listPaths()).toEqual(['/users?limit=100', '/users?cursor=100&limit=100']);
  });
});

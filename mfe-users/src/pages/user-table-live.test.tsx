import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent, User, UserResponse } from '@rewards/contract';
import { CHANGE_IDS_HEADER } from '@rewards/contract/events';
import { createQueryClient, useLiveUpdates } from '@rewards/shared/query';
import {
  installFakeEventSource,
  latestEventSource,
  mockApi,
  renderWithProviders,
  rowOf,
} from '@rewards/shared/testing';
import UserTablePage from './user-table-page';
import { makeUser, mockUserList } from '../test-fixtures';

installFakeEventSource();

/** The page as the shell shows it: the admin layout keeps the tab's event stream open. */
function LivePage() {
  useLiveUpdates();
  return <UserTablePage />;
}

const asha = makeUser({ id: 1, full_name: 'Asha Verma', email: 'asha@example.com' });
const ravi = makeUser({ id: 2, full_name: 'Ravi Kumar', email: 'ravi@example.com' });
const meera = makeUser({ id: 3, full_name: 'Meera Shah', email: 'meera@example.com' });

let eventId = 0;
/** The app backend, the simulator or another admin changed a user: the stream says so. */
function announce(user: User, type: LiveEvent['type'], id = eventId + 1) {
  eventId = id;
  act(() =>
    latestEventSource().send(
      'change',
      { id: eventId, type, entityId: user.id, at: 1, adminId: null, userId: user.id, status: 'ok' },
      eventId,
    ),
  );
}

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** Requests for the searched view's rows (the unfiltered total of 'of Y users' follows anyway). */
const searchRequests = () =>
  mockApi.requestsTo('get', '/users').filter((request) => request.path.includes('search=')).length;

async function renderLive(route: string, firstEmail: string) {
  renderWithProviders(<LivePage />, { route, queryClient: createQueryClient({ retry: false }) });
  await screen.findByText(firstEmail);
  act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
}

// Each test drives a whole Chakra table through jsdom; a busy machine needs the time.
jest.setTimeout(30_000);

describe('UserTablePage, live', () => {
  it('at the top of the default view, shows a new user at once, highlighted', async () => {
    mockUserList([asha, ravi]);
    await renderLive('/user-table', 'asha@example.com');
    expect(screen.getByText('2 users')).toBeInTheDocument();

    mockUserList([asha, ravi, meera]);
    announce(meera, 'user.created');
    expect(await screen.findByText('meera@example.com')).toBeInTheDocument();
    expect(rowWith('meera@example.com')).toHaveAttribute('data-fresh', 'true');
    expect(rowWith('asha@example.com')).not.toHaveAttribute('data-fresh');
    expect(screen.getByText('3 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new users?\b/ })).not.toBeInTheDocument();
  });

  it('while searching, holds new users behind a "N new" notice until Show', async () => {
    mockUserList([asha]);
    const user = userEvent.setup();
    await renderLive('/user-table?q=a', 'asha@example.com');
    const before = searchRequests();

    mockUserList([asha, meera]);
    announce(meera, 'user.created');
    const notice = await screen.findByRole('button', { name: '1 new user · Show' });
    // The rows in view were not fetched again: nothing moved under the admin.
    expect(searchRequests()).toBe(before);
    expect(screen.queryByText('meera@example.com')).not.toBeInTheDocument();

    await user.click(notice);
    expect(await screen.findByText('meera@example.com')).toBeInTheDocument();
    expect(rowWith('meera@example.com')).toHaveAttribute('data-fresh', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');
    expect(screen.queryByRole('button', { name: /new users?\b/ })).not.toBeInTheDocument();
  });

  it('while scrolled down, holds new users; back at the top they appear', async () => {
    mockUserList([asha, ravi]);
    await renderLive('/user-table', 'asha@example.com');
    const box = screen.getByLabelText('Users (scrollable)');
    box.scrollTop = 200;
    fireEvent.scroll(box);

    mockUserList([asha, ravi, meera]);
    announce(meera, 'user.created');
    expect(await screen.findByRole('button', { name: '1 new user · Show' })).toBeInTheDocument();
    expect(screen.queryByText('meera@example.com')).not.toBeInTheDocument();

    box.scrollTop = 0;
    fireEvent.scroll(box);
    expect(await screen.findByText('meera@example.com')).toBeInTheDocument();
    expect(rowWith('meera@example.com')).toHaveAttribute('data-fresh', 'true');
  });

  it('updates a row another admin changed in place, even while holding new rows', async () => {
    mockUserList([asha, ravi]);
    await renderLive('/user-table?status=ok', 'asha@example.com');

    mockUserList([asha, { ...ravi, coin: '99.00', trust: false }]);
    announce(ravi, 'user.updated');
    await waitFor(() =>
      expect(screen.getByLabelText('Wallet of Ravi Kumar (rupees)')).toHaveValue('₹99.00'),
    );
    expect(rowWith('ravi@example.com')).not.toHaveAttribute('data-fresh');
    expect(screen.queryByRole('button', { name: /new users?\b/ })).not.toBeInTheDocument();
  });

  it('skips the event of its own saved change (patched from the answer); others still refetch', async () => {
    mockUserList([asha]);
    await renderLive('/user-table', 'asha@example.com');
    const paused = { ...asha, status: 'pause' as const, pause_start: '2025-03-01T06:30:00.000Z' };
    // The API names the change event its write caused (x-change-ids).
    mockApi.put<UserResponse>(
      '/admin/users/1/status',
      { success: true, user: paused },
      { headers: { [CHANGE_IDS_HEADER]: String(eventId + 1) } },
    );
    mockUserList([paused]);
    const row = rowOf('asha@example.com');
    await userEvent.selectOptions(row.getByRole('combobox', { name: /Status of/ }), 'pause');
    await userEvent.click(row.getByRole('button', { name: /Save status/ }));
    expect(await screen.findByText('Status changed ✅')).toBeInTheDocument();
    expect(rowOf('asha@example.com').getByText(/01 Mar 2025/)).toBeInTheDocument();
    const afterSave = mockApi.requestsTo('get', '/users').length;

    // Its own event: on screen already, nothing is fetched (the batch waits 150 ms).
    announce(paused, 'user.updated');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(mockApi.requestsTo('get', '/users')).toHaveLength(afterSave);
    // Another admin's change of the same row (an id this tab never got back) is fetched.
    announce(paused, 'user.updated');
    await waitFor(() =>
      expect(mockApi.requestsTo('get', '/users').length).toBeGreaterThan(afterSave),
    );
  });
});

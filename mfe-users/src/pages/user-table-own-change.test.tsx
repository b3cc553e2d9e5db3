import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent, UserResponse } from '@rewards/contract';
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
const paused = { ...asha, status: 'pause' as const, pause_start: '2025-03-01T06:30:00.000Z' };

const userUpdated = (id: number): LiveEvent => ({
  id,
  type: 'user.updated',
  entityId: asha.id,
  at: 1,
  adminId: 1,
  userId: asha.id,
  status: 'pause',
});
const send = (event: LiveEvent) => act(() => latestEventSource().send('change', event, event.id));
const listRequests = () => mockApi.requestsTo('get', '/users').length;
/** Longer than the connection's 150 ms batch: a refetch it started has been sent by then. */
const batchPassed = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

jest.setTimeout(30_000);

describe('UserTablePage, its own change on the stream', () => {
  it('patches the row from the answer and skips the event it caused; others still refetch', async () => {
    mockUserList([asha]);
    renderWithProviders(<LivePage />, {
      route: '/user-table',
      queryClient: createQueryClient({ retry: false }),
    });
    await screen.findByText('asha@example.com');
    act(() => latestEventSource().send('ready', { lastId: 40 }, 40));

    // The API names the change event its write caused (x-change-ids).
    mockApi.put<UserResponse>(
      '/admin/users/1/status',
      { success: true, user: paused },
      { headers: { [CHANGE_IDS_HEADER]: '41' } },
    );
    mockUserList([paused]);
    await userEvent.selectOptions(
      rowOf('asha@example.com').getByRole('combobox', { name: /Status of/ }),
      'pause',
    );
    await userEvent.click(rowOf('asha@example.com').getByRole('button', { name: /Save status/ }));
    expect(await screen.findByText('Status changed ✅')).toBeInTheDocument();
    expect(rowOf('asha@example.com').getByText(/01 Mar 2025/)).toBeInTheDocument();
    const afterSave = listRequests();

    // Its own event: already on screen from the answer, nothing is fetched.
    send(userUpdated(41));
    await batchPassed();
    expect(listRequests()).toBe(afterSave);

    // Another admin's change of the same row (an id the tab never got back) is fetched.
    send(userUpdated(42));
    await waitFor(() => expect(listRequests()).toBeGreaterThan(afterSave));
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent, Notification, UserResponse } from '@rewards/contract';
import { ROUTES } from '@rewards/contract/routes';
import { useLiveUpdates } from '@rewards/shared/query';
import { Route, Routes } from '@rewards/shared/router';
import {
  installFakeEventSource,
  latestEventSource,
  mockApi,
  mockListPage,
  renderWithProviders,
} from '@rewards/shared/testing';
import UserDetailPage from './user-detail-page';
import { makeUser } from '../test-fixtures';

installFakeEventSource();

const notification: Notification = {
  id: 55,
  user_id: 7,
  full_name: 'Asha Verma',
  email: 'asha@example.com',
  message: 'Your payment is due',
  created_at: '2026-10-03T10:00:00.000Z',
};

/** The page as the shell shows it: the admin layout keeps the tab's event stream open. */
function LivePage() {
  useLiveUpdates();
  return (
    <Routes>
      <Route path={ROUTES.userDetail.path} element={<UserDetailPage />} />
    </Routes>
  );
}

const announce = (id: number, userId: number) =>
  act(() =>
    latestEventSource().send(
      'change',
      {
        id,
        type: 'notification.created',
        entityId: id,
        at: 1,
        adminId: 1,
        userId,
        status: null,
      } satisfies LiveEvent,
      id,
    ),
  );

describe('UserDetailPage, live', () => {
  it("counts only this user's new rows behind 'N new' while a section is sorted", async () => {
    mockApi.get<UserResponse>('/users/7', { success: true, user: makeUser({ id: 7 }) });
    mockApi.get('/users/7/referrals', {
      success: true,
      data: { referrer: null, referred: { count: 0, users: [] } },
    });
    for (const path of ['/audit', '/wallet', '/withdrawals', '/crypto-payments'])
      mockListPage(path, []);
    mockListPage('/notifications', [notification]);
    const { unmount } = renderWithProviders(<LivePage />, { route: '/user-table/7' });
    const section = within(await screen.findByRole('region', { name: 'Notifications' }));
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    // Sorted by ID: new rows would move the ones on screen, so they wait behind the notice.
    await userEvent.click(await section.findByRole('button', { name: /^ID/ }));

    announce(1, 8);
    announce(2, 7);
    announce(3, 7);
    expect(await section.findByRole('button', { name: /2 new notifications/ })).toBeVisible();
    unmount();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventCountsResponse } from '@rewards/contract';
import { Route, Routes } from '@rewards/shared/router';
import { installFakeEventSource, mockApi, renderWithProviders } from '@rewards/shared/testing';
import { AdminLayout } from './admin-layout';

installFakeEventSource();

describe('AdminLayout', () => {
  it("starts every page with 'Skip to main content', which moves the focus into the page", async () => {
    mockApi.get<EventCountsResponse>('/events/counts', {
      success: true,
      data: { pendingWithdrawals: 0, duePayments: 0, unreadMessages: 0 },
    });
    const { unmount } = renderWithProviders(
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/dashboard" element={<p>The dashboard</p>} />
        </Route>
      </Routes>,
      { route: '/dashboard' },
    );
    await screen.findByText('The dashboard');

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('The dashboard'));
    unmount();
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import { APP_TITLE, APP_VERSION, SIDEBAR_ENTRIES } from '../routes/route-table';
import { Sidebar } from './sidebar';

describe('Sidebar', () => {
  it('shows the title, the nine entries in order, Logout and the version label', () => {
    renderWithProviders(<Sidebar />, { route: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Without a count, each link reads exactly its label.
    // The order itself is pinned once, against the spec, in route-table.test.ts.
    expect(labels).toEqual(SIDEBAR_ENTRIES.map((entry) => entry.label));
    expect(screen.getByText(APP_TITLE)).toBeInTheDocument();
    expect(screen.getByText(APP_VERSION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the unread message count on the Messages entry, and nothing when there are none', () => {
    const { unmount } = renderWithProviders(<Sidebar unreadMessages={3} />, {
      route: '/dashboard',
    });
    expect(screen.getByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
    unmount();
    renderWithProviders(<Sidebar unreadMessages={0} />, { route: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('highlights the entry whose route starts the current path', () => {
    renderWithProviders(<Sidebar />, { route: '/withdrawal/7' });
    expect(screen.getByRole('link', { name: 'Withdrawal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

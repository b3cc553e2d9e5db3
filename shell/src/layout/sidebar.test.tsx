import { screen, within } from '@testing-library/react';
import { ROLES, roleHas } from '@rewards/contract/permissions';
import { renderWithProviders } from '@rewards/shared/testing';
import { APP_TITLE, APP_VERSION, SIDEBAR_ENTRIES } from '../routes/route-table';
import { Sidebar } from './sidebar';

const sidebarLabels = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Sidebar', () => {
  it('shows an owner the title, the nine entries in order, Logout and the version label', () => {
    renderWithProviders(<Sidebar />, { route: '/dashboard' });
    // Without a count, each link reads exactly its label.
    // The order itself is pinned once, against the spec, in route-table.test.ts.
    expect(sidebarLabels()).toEqual(SIDEBAR_ENTRIES.map((entry) => entry.label));
    expect(screen.getByText(APP_TITLE)).toBeInTheDocument();
    expect(screen.getByText(APP_VERSION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the counts of pending work on their entries, and nothing where there is none', () => {
    const counts = { pendingWithdrawals: 2, duePayments: 5, unreadMessages: 3 };
    const { unmount } = renderWithProviders(<Sidebar counts={counts} />, { route: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(screen.getByRole('link', { name: /^Withdrawal.* 2 pending$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Payment.* 5 due$/ })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <Sidebar counts={{ pendingWithdrawals: 0, duePayments: null, unreadMessages: 0 }} />,
      { route: '/dashboard' },
    );
    expect(sidebarLabels()).toEqual(SIDEBAR_ENTRIES.map((entry) => entry.label));
  });

  it.each(ROLES)('shows the %s role only the entries its permissions allow', (role) => {
    const { unmount } = renderWithProviders(<Sidebar />, { route: '/dashboard', as: role });
    const expected = SIDEBAR_ENTRIES.filter(
      (entry) => !entry.permission || roleHas(role, entry.permission),
    ).map((entry) => entry.label);
    expect(sidebarLabels()).toEqual(expected);
    unmount();
  });

  it('shows a content admin content sections and no money ones', () => {
    renderWithProviders(<Sidebar />, { route: '/dashboard', as: 'content' });
    expect(sidebarLabels()).toEqual(['Dashboard', 'Home Manage', 'Task Manage', 'Notifications']);
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

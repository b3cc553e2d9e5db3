import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import { Sidebar } from './sidebar';

describe('Sidebar', () => {
  it('shows the title, the nine entries in order, Logout and the version label', () => {
    renderWithProviders(<Sidebar />, { route: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'User Manage',
      'Home Manage',
      'Task Manage',
      'Payment',
      'Crypto Pay',
      'UPI Scanner',
      'Notifications',
      'Withdrawal',
    ]);
    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
    expect(screen.getByText('v2.1.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
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

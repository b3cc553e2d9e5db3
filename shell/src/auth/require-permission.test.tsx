import { screen } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import { NO_ACCESS_TITLE, RequirePermission } from './require-permission';

const guarded = (
  <RequirePermission permission="payments:read">
    <p>withdrawals screen</p>
  </RequirePermission>
);

describe('RequirePermission', () => {
  it('shows the no-access page, not the screen, to a role without the permission', () => {
    renderWithProviders(guarded, { route: '/withdrawal', as: 'content' });
    expect(screen.getByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('withdrawals screen')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the screen to a role with the permission', () => {
    renderWithProviders(guarded, { route: '/withdrawal', as: 'finance' });
    expect(screen.getByText('withdrawals screen')).toBeInTheDocument();
    expect(screen.queryByText(NO_ACCESS_TITLE)).not.toBeInTheDocument();
  });
});

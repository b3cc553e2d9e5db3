import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@rewards/shared/router';
import type { Role } from '@rewards/contract/permissions';
import { AppProvider } from '@rewards/shared/ui';
import { AdminOverlays, toaster } from '@rewards/shared/ui-admin';
import { signInAs } from './admin-fixture';

/**
 * Renders a screen with what the shell gives it: theme, router, toaster, confirm dialog and a
 * signed-in admin (`as`, an owner unless a test picks another role; null leaves the session
 * store as it is).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    as = 'owner',
    ...options
  }: RenderOptions & { route?: string; as?: Role | null } = {},
) {
  // The toaster is one module-level store: start every screen without an earlier test's toasts.
  toaster.remove();
  if (as !== null) signInAs(as);
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <AdminOverlays />
    </AppProvider>,
    options,
  );
}

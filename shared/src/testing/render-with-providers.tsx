import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@rewards/shared/router';
import { AppProvider } from '@rewards/shared/ui';
import { AdminOverlays, toaster } from '@rewards/shared/ui-admin';

/** Renders a screen with what the shell gives it: theme, router, toaster and confirm dialog. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  // The toaster is one module-level store: start every screen without an earlier test's toasts.
  toaster.remove();
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <AdminOverlays />
    </AppProvider>,
    options,
  );
}

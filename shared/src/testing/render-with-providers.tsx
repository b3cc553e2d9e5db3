import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@rewards/shared/router';
import type { Role } from '@rewards/contract/permissions';
import { AppProvider } from '@rewards/shared/ui';
import { createQueryClient, QueryProvider, type QueryClient } from '@rewards/shared/query';
import { AdminOverlays, toaster } from '@rewards/shared/ui-admin';
import { signInAs } from './admin-fixture';
import { LocationProbe } from './screen-helpers';

/**
 * Renders a screen with what the shell gives it: theme, router, toaster, confirm dialog and a
 * signed-in admin (`as`, an owner unless a test picks another role; null leaves the session
 * store as it is), and a query client of its own (`queryClient` to share one between renders).
 * `probe` adds a LocationProbe after it, for tests that read the URL (currentParams).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    as = 'owner',
    queryClient = createQueryClient({ retry: false }),
    probe = false,
    ...options
  }: RenderOptions & {
    route?: string;
    as?: Role | null;
    queryClient?: QueryClient;
    probe?: boolean;
  } = {},
) {
  // The toaster is one module-level store: start every screen without an earlier test's toasts.
  toaster.remove();
  if (as !== null) signInAs(as);
  return render(
    <AppProvider>
      <QueryProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          {probe && <LocationProbe />}
        </MemoryRouter>
      </QueryProvider>
      <AdminOverlays />
    </AppProvider>,
    options,
  );
}

import { lazy, Suspense } from 'react';
import { Route, Routes } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { LoadingState } from '@rewards/shared/ui';
import { RemotePage } from '../remotes/remote-page';
import { ADMIN_REMOTE_ROUTES, PUBLIC_ROUTES } from './route-table';

// Admin code is split off so a public visitor's first load carries none of it.
const LoginPage = lazy(() => import('../auth/login-page').then((m) => ({ default: m.LoginPage })));
const loadAdminArea = () => import('./admin-area');
const AdminArea = lazy(() => loadAdminArea().then((m) => ({ default: m.AdminArea })));
const DashboardPage = lazy(() =>
  import('../dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const SettingsPage = lazy(() =>
  import('../settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const AuditLogPage = lazy(() =>
  import('../audit/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
);
const PlatformHealthPage = lazy(() =>
  import('../settings/platform-health/platform-health-page').then((m) => ({
    default: m.PlatformHealthPage,
  })),
);
const loadRequirePermission = () => import('../auth/require-permission');
const RequirePermission = lazy(() =>
  loadRequirePermission().then((m) => ({ default: m.RequirePermission })),
);

/**
 * Starts loading the code every admin screen renders through (the admin area, the permission
 * guard) at once, instead of each after the one around it has rendered (decision 064). The
 * lazy components above then find their modules loaded.
 */
export function preloadAdminCode(): void {
  void loadAdminArea().catch(() => undefined);
  void loadRequirePermission().catch(() => undefined);
}

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {PUBLIC_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RemotePage moduleId={route.moduleId} />}
          />
        ))}
        <Route path={ROUTES.login.path} element={<LoginPage />} />
        <Route path={ROUTES.logout.path} element={<LoginPage />} />
        <Route element={<AdminArea />}>
          <Route path={ROUTES.dashboard.path} element={<DashboardPage />} />
          <Route
            path={ROUTES.settings.path}
            element={
              <RequirePermission permission={ROUTES.settings.permission}>
                <SettingsPage />
              </RequirePermission>
            }
          />
          <Route
            path={ROUTES.auditLog.path}
            element={
              <RequirePermission permission={ROUTES.auditLog.permission}>
                <AuditLogPage />
              </RequirePermission>
            }
          />
          <Route
            path={ROUTES.platformHealth.path}
            element={
              <RequirePermission permission={ROUTES.platformHealth.permission}>
                <PlatformHealthPage />
              </RequirePermission>
            }
          />
          {ADMIN_REMOTE_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RequirePermission permission={route.permission}>
                  <RemotePage moduleId={route.moduleId} />
                </RequirePermission>
              }
            />
          ))}
          {/* docs/product.md#routes: any unknown path shows the dashboard. */}
          <Route path="*" element={<DashboardPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

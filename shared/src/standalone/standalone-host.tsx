import type { ReactElement } from 'react';
import { BrowserRouter, Link as RouterLink, Route, Routes } from '@rewards/shared/router';
import { useSessionCheck, useSessionStore } from '@rewards/shared';
import { AppProvider, Box, Flex, Link, LoadingState, Text } from '@rewards/shared/ui';
import { QueryProvider } from '@rewards/shared/query';
import { AdminOverlays, StepUpDialog } from '@rewards/shared/ui-admin';
import { StandaloneSignIn } from './standalone-sign-in';

export interface StandaloneRoute {
  path: string;
  label: string;
  element: ReactElement;
}

interface StandaloneHostProps {
  /** Name of the remote, shown in the dev header. */
  title: string;
  routes: readonly StandaloneRoute[];
  /** Admin screens need a server session; public pages do not. */
  requiresAdmin: boolean;
}

/**
 * Runs a remote on its own (`npm run dev -w mfe-users`) with the providers the shell gives it:
 * theme, toaster, confirm dialog, router, the query client and the shared session. Dev-only; never federated.
 */
export function StandaloneHost({ title, routes, requiresAdmin }: StandaloneHostProps) {
  return (
    <AppProvider>
      <QueryProvider>
        <BrowserRouter>
          <Flex as="nav" gap="4" px="6" py="3" borderBottomWidth="1px" wrap="wrap" align="center">
            <Text fontWeight="semibold">{title} (standalone)</Text>
            {/* A page with parameters (`/user-table/:id`) is reached through links, not the nav. */}
            {routes
              .filter((route) => !route.path.includes(':'))
              .map((route) => (
                <Link key={route.path} asChild>
                  <RouterLink to={route.path}>{route.label}</RouterLink>
                </Link>
              ))}
          </Flex>
          <Box p={{ base: '4', md: '6' }}>
            {requiresAdmin ? (
              <AdminGate>
                <StandaloneRoutes routes={routes} />
              </AdminGate>
            ) : (
              <StandaloneRoutes routes={routes} />
            )}
          </Box>
          {requiresAdmin && <AdminOverlays />}
          {requiresAdmin && <StepUpDialog />}
        </BrowserRouter>
      </QueryProvider>
    </AppProvider>
  );
}

function StandaloneRoutes({ routes }: { routes: readonly StandaloneRoute[] }) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={routes[0]?.element} />
    </Routes>
  );
}

function AdminGate({ children }: { children: ReactElement }) {
  useSessionCheck();
  const status = useSessionStore((state) => state.status);
  if (status === 'unknown') return <LoadingState label="Checking session..." />;
  if (status === 'signed-out') return <StandaloneSignIn />;
  return children;
}

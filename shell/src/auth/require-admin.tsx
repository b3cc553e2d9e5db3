import type { ReactElement } from 'react';
import { Navigate, useLocation } from '@rewards/shared/router';
import { useSessionCheck, useSessionStore } from '@rewards/shared';
import { LoadingState } from '@rewards/shared/ui';
import { ROUTES } from '@rewards/contract/routes';
import type { Admin } from '@rewards/contract';

export interface ReturnState {
  from?: string;
}

/**
 * The route guard: without a valid server session an admin route sends the visitor to the
 * login screen, remembering the page asked for so login can return there. It is also the one
 * place that leaves the admin area when a session ends (logout or a 401 from any call).
 */
export function RequireAdmin({
  children,
  startedCheck,
}: {
  children: ReactElement;
  /** The session check already sent (the shell's entry sends it at boot: decision 064). */
  startedCheck?: () => Promise<Admin> | null;
}) {
  useSessionCheck(startedCheck);
  const status = useSessionStore((state) => state.status);
  const endedBy = useSessionStore((state) => state.endedBy);
  const mustChangePassword = useSessionStore((state) => state.admin?.mustChangePassword ?? false);
  const mustEnrolFactor = useSessionStore((state) => state.admin?.mustEnrolFactor ?? false);
  const location = useLocation();

  if (status === 'unknown') return <LoadingState label="Checking your session..." />;
  // After a deliberate logout, go to /login (docs/product.md#navigation) and do not offer to return to this page.
  if (status === 'signed-out' && endedBy === 'logout') {
    return <Navigate to={ROUTES.logout.path} replace />;
  }
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={ROUTES.login.path} replace state={{ from } satisfies ReturnState} />;
  }
  // A one-time password, or a role that needs a second factor not set up yet, opens only the
  // settings screen until it is done (the API refuses the rest).
  if ((mustChangePassword || mustEnrolFactor) && location.pathname !== ROUTES.settings.path) {
    return <Navigate to={ROUTES.settings.path} replace />;
  }
  return children;
}

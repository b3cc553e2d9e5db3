import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@rewards/shared';
import { LoadingState } from '@rewards/shared/ui';
import { LOGIN_PATH } from '../routes/route-table';
import { useSessionCheck } from './use-session-check';

export interface ReturnState {
  from?: string;
}

/**
 * The route guard: without a valid server session an admin route sends the visitor to the
 * login screen, remembering the page asked for so login can return there.
 */
export function RequireAdmin({ children }: { children: ReactElement }) {
  useSessionCheck();
  const status = useSessionStore((state) => state.status);
  const location = useLocation();

  if (status === 'unknown') return <LoadingState label="Checking your session..." />;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={LOGIN_PATH} replace state={{ from } satisfies ReturnState} />;
  }
  return children;
}

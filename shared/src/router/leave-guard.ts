import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Asks whether the admin may leave the page (a confirm dialog) and resolves true to leave, having
 * discarded what it guarded.
 */
export type LeaveCheck = () => Promise<boolean>;

// One set per page: this module is part of the federated singleton `@rewards/shared/router`, so
// a remote's page and the shell's palette see the same checks.
const checks = new Set<LeaveCheck>();

/** True when nothing guards the page, or every check let the admin leave. */
export async function mayLeave(): Promise<boolean> {
  for (const check of [...checks]) {
    if (!(await check())) return false;
  }
  return true;
}

/**
 * `navigate(to)` for code that moves the admin elsewhere itself (the jump palette): it asks the
 * page's leave checks first, as a link click does (useLeaveCheck). Resolves whether it went.
 */
export function useGuardedNavigate(): (to: string) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      if (checks.size > 0 && !(await mayLeave())) return false;
      await navigate(to);
      return true;
    },
    [navigate],
  );
}

/** An in-app link a plain left click would follow (not a new tab, not another site). */
function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * While `check` is set (an unsaved edit exists), leaving the page goes through it: an in-app
 * link click and useGuardedNavigate ask it, and a reload or closing the tab gets the browser's
 * own prompt. <BrowserRouter> has no useBlocker, so links are caught in the capture phase
 * before the router sees them (docs/decisions/011-leave-guard-without-data-router.md); the
 * browser's Back button is not caught.
 */
export function useLeaveCheck(check: LeaveCheck | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!check) return undefined;
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      void mayLeave().then((leave) => {
        if (leave) void navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    checks.add(check);
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      checks.delete(check);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [check, navigate]);
}

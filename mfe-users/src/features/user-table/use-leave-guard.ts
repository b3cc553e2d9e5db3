import { useEffect } from 'react';
import { useNavigate } from '@rewards/shared/router';
import { confirmAction } from '@rewards/shared/ui-admin';
import { useUnsavedWallets } from '../../common/user-row/unsaved-wallets';

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
 * While a wallet edit is unsaved, leaving the page asks first and never saves: an in-app link
 * (the sidebar) opens the confirm dialog, and a reload or closing the tab gets the browser's
 * own prompt. The shell uses <BrowserRouter>, where react-router's useBlocker does not work,
 * so links are caught in the capture phase before the router sees them
 * (docs/decisions/011-leave-guard-without-data-router.md). The browser's Back button is not
 * caught.
 */
export function useLeaveGuard(): void {
  const edits = useUnsavedWallets((state) => state.edits);
  const navigate = useNavigate();
  const summary = Object.values(edits).join('; ');

  useEffect(() => {
    if (!summary) return undefined;
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmAction({
        title: 'Leave without saving?',
        message: `Not saved: ${summary}. Leave this page and discard it?`,
        confirmLabel: 'Leave without saving',
        destructive: true,
      }).then((leave) => {
        if (!leave) return;
        useUnsavedWallets.getState().clearAll();
        navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [summary, navigate]);
}

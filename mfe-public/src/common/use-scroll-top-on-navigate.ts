import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@rewards/shared/router';

/**
 * A link to another public page starts it at the top, as a full page load would: the shell
 * keeps one window, so without this the new page opens at the old page's scroll position.
 * Links with a section hash scroll on their own; Back and Forward keep the browser's position.
 */
export function useScrollTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

import { useEffect } from 'react';
import { useLocation } from '@rewards/shared/router';
import { ROUTE_LIST } from '@rewards/contract/routes';
import { APP_TITLE, isActivePath } from '../routes/route-table';

/** 'Withdrawal · Admin Panel': the manifest's label of the admin route under the path. */
export function adminPageTitle(pathname: string): string {
  const route = ROUTE_LIST.filter((entry) => entry.area !== 'public')
    .filter((entry) => isActivePath(pathname, entry.path))
    // The longest match wins, so a nested path names its own page.
    .sort((a, b) => b.path.length - a.path.length)[0];
  return route ? `${route.label} · ${APP_TITLE}` : APP_TITLE;
}

/** Names the browser tab after the admin page on screen (WCAG 2.4.2), not "Admin Panel" for all. */
export function useAdminPageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = adminPageTitle(pathname);
  }, [pathname]);
}

/**
 * The hook as a component rendering nothing: a location change (every search keystroke or
 * sort on a screen that keeps its view in the URL) re-renders only this, not the admin frame.
 */
export function AdminPageTitle(): null {
  useAdminPageTitle();
  return null;
}

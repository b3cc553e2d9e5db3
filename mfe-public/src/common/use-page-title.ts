import { useContext, useEffect } from 'react';
import { useLocation } from '@rewards/shared/router';
import { descriptionOf, documentTitle } from './page-meta';
import { PageHeadContext } from './page-head';

/**
 * Names the browser tab after the page (WCAG 2.4.2) and describes it to search engines; the
 * shell's title and description come back on leave.
 */
export function usePageTitle(title?: string) {
  const { pathname } = useLocation();
  const head = useContext(PageHeadContext);
  // Server render only: nothing here touches the browser.
  if (head) head.title = documentTitle(title);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = { title: document.title, description: meta?.content };
    document.title = documentTitle(title);
    if (meta) meta.content = descriptionOf(pathname);
    return () => {
      document.title = previous.title;
      if (meta && previous.description !== undefined) meta.content = previous.description;
    };
  }, [title, pathname]);
}

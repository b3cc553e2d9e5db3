import { useEffect } from 'react';
import { SITE_NAME } from './site';

/** Names the browser tab after the page (WCAG 2.4.2); the shell's title comes back on leave. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Learn, earn and grow`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

import { useEffect } from 'react';
import { useLocation } from '@rewards/shared/router';
import { LANDING_SECTION_IDS, SCROLL_DELAY_MS } from '../../common/site';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the section named in the URL hash (/#pricing), after the 100 ms of
 * docs/product.md#public-site so a page arriving from another route has laid out first. Focus moves
 * to the section too, so the next Tab continues there rather than in the navigation. Unknown hashes
 * are ignored.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    if (!LANDING_SECTION_IDS.some((sectionId) => sectionId === id)) return;
    const timer = window.setTimeout(() => {
      const section = document.getElementById(id);
      if (!section) return;
      section.focus({ preventScroll: true });
      section.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `key` changes on every navigation, so clicking the same section link twice scrolls again.
  }, [hash, key]);
}

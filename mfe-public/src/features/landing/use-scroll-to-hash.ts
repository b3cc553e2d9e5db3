import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LANDING_SECTIONS, SCROLL_DELAY_MS } from '../../site';

/**
 * Scrolls to the section named in the URL hash (/#pricing), after the spec's 100 ms delay so a
 * page arriving from another route has laid out first. Unknown hashes are ignored.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    if (!LANDING_SECTIONS.some((section) => section.id === id)) return;
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `key` changes on every navigation, so clicking the same section link twice scrolls again.
  }, [hash, key]);
}

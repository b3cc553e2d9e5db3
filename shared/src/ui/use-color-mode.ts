import { useCallback, useEffect, useState } from 'react';
import { applyInitialColorMode, COLOR_MODE_KEY, type ColorMode } from './color-mode-script';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function storedChoice(): ColorMode | null {
  try {
    const value = window.localStorage.getItem(COLOR_MODE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The page's colour mode and a toggle that remembers the choice. Until the admin toggles,
 * the mode follows the system setting, also when it changes while the page is open.
 */
export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  // The inline script has already applied it; applying again is cheap and covers pages
  // without that script (tests, a dev server's page).
  const [mode, setMode] = useState<ColorMode>(() => applyInitialColorMode(COLOR_MODE_KEY));

  useEffect(() => {
    const media = window.matchMedia(SYSTEM_DARK);
    const follow = () => {
      if (storedChoice() === null) setMode(applyInitialColorMode(COLOR_MODE_KEY));
    };
    media.addEventListener?.('change', follow);
    return () => media.removeEventListener?.('change', follow);
  }, []);

  const toggle = useCallback(() => {
    const next: ColorMode = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
    try {
      window.localStorage.setItem(COLOR_MODE_KEY, next);
    } catch {
      // Not remembered, but still switched for this page.
    }
    setMode(applyInitialColorMode(COLOR_MODE_KEY) === next ? next : forceMode(next));
  }, []);

  return { mode, toggle };
}

/** When storage refused the choice, apply it directly. */
function forceMode(mode: ColorMode): ColorMode {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  return mode;
}

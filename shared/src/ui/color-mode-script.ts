/**
 * The colour scheme, decided before the first paint. The built `index.html` of every app runs
 * `COLOR_MODE_SCRIPT` inline in its <head> (rspack.base.ts puts it into
 * scripts/app-template.html; the shell's server lists its hash in the CSP), so a
 * server-rendered public page is painted dark at once instead of flashing light. This file
 * imports nothing: the build reads it in Node.
 */
export type ColorMode = 'light' | 'dark';

/** localStorage key of the admin's explicit choice; without one the system setting rules. */
export const COLOR_MODE_KEY = 'color-mode';

/**
 * The stored choice, else the system's, applied as the `light`/`dark` class Chakra's `_dark`
 * styles follow and as `color-scheme` for native controls. Self-contained: its source text
 * becomes the inline script.
 */
export function applyInitialColorMode(key: string): 'light' | 'dark' {
  let mode: string | null = null;
  try {
    mode = window.localStorage.getItem(key);
  } catch {
    // Storage blocked (privacy mode): follow the system.
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  return mode as 'light' | 'dark';
}

export const COLOR_MODE_SCRIPT = `(${applyInitialColorMode.toString()})(${JSON.stringify(COLOR_MODE_KEY)});`;

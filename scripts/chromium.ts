import { existsSync } from 'node:fs';

/**
 * Debian's old headless shell when it is installed (package chromium-headless-shell, what
 * Playwright itself runs for `headless: true`), else Debian's full Chromium. The full browser in
 * headless mode still runs its browser UI and a software GPU process: the same 40 look-only
 * journeys took 210 s wall and 115 s of CPU in it, 149 s and 76 s in the shell (decision 057).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * How every browser run here starts Chromium (Playwright cannot download its own here), with
 * the flags that keep it from reaching for the network at start-up. CHROMIUM_PATH overrides.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

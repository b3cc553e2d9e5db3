import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over a server-rendered page (the shell's bootstrap hydrates
 * `#root` once the page's remote module is loaded). Before that the page shows but is plain
 * HTML: a click navigates the whole document and a form submits natively.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}

import { expect, test } from '@playwright/test';

/**
 * The app had no icon, so every page's console showed a 404 for /favicon.ico.
 * Headless Chromium may not fetch icons itself, so the test follows the page's own link.
 */
test.describe('favicon', () => {
  for (const { path, visible } of [
    { path: '/', visible: 'heading' },
    { path: '/admin', visible: 'button' },
  ] as const) {
    test(`${path} links an icon the shell serves, and nothing it loads is missing`, async ({
      page,
    }) => {
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await page.goto(path);
      if (visible === 'heading')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(href).toBe('/favicon.svg');
      const icon = await page.request.get(href as string);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toContain('image/svg+xml');
      expect(await icon.text()).toContain('<svg');
      expect(missing).toEqual([]);
    });
  }
});

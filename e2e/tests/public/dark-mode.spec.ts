import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

/** Issue 18: a dark scheme that follows the system setting, AA contrast, no light flash. */
test.describe('public pages in the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the server-rendered landing page is dark before any app script runs', async ({ page }) => {
    // Without the app's bundles only the page's HTML and its inline head script remain: what
    // the visitor sees before hydration. It must already be dark.
    await page.route(/\/(main|remoteEntry)[.\w]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
    expect(r + g + b).toBeLessThan(150);
  });

  test('the landing page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

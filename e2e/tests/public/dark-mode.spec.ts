import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

/** Decision 018: a dark scheme that follows the system setting, AA contrast, no light flash. */
test.describe('public pages in the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the server-rendered landing page is dark before any app script runs', async ({ page }) => {
    // Without the app's bundles only the page's HTML and its inline head script remain: what
    // the visitor sees before hydration. It must already be dark.
    await page.route(/\/(main|remoteEntry)[.\w]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const { background, heading } = await page.evaluate(() => ({
      background: getComputedStyle(document.documentElement).backgroundColor,
      heading: getComputedStyle(document.querySelector('h1') as Element).color,
    }));
    // Opaque and dark behind, light text in front.
    expect(background).toMatch(/^rgb\(/);
    expect(brightness(background)).toBeLessThan(150);
    expect(brightness(heading)).toBeGreaterThan(500);
  });

  test('the landing page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** r + g + b of a computed `rgb(...)` colour. */
function brightness(colour: string): number {
  const [r = 0, g = 0, b = 0] = colour.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  return r + g + b;
}

import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../../../mfe-public/src/common/site';
import { PLANS } from '../../../mfe-public/src/features/landing/plans';
import { readPageVitals } from '../../../scripts/page-vitals';
import { waitForHydration } from '../support/hydration';

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, label } of PUBLIC_PAGES) {
    test(`${path} arrives as HTML with its content, title and description`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Footer' })).toContainText(label);
      await expect(page).toHaveTitle(/\| Rewards$|^Rewards \| /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    });
  }

  test('/ holds the hero and every plan', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn, earn and grow');
    await expect(page.getByRole('list', { name: 'Plans' }).getByRole('heading')).toHaveCount(
      PLANS.length,
    );
  });

  test('admin routes stay client-rendered', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('public pages in the browser', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} hydrates without a console error or a layout shift`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // Hydration inserts the full styles over the page's own CSS (decision 060): nothing moves.
      const vitals = await page.evaluate(readPageVitals);
      expect(vitals.cls, `what moved: ${vitals.shifted.join('; ')}`).toBe(0);
    });
  }

  test('after hydration links navigate in the page, without reloading it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const marker = await page.evaluate(() => ((window as { marker?: number }).marker = Date.now()));
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle('Contact Us | Rewards');
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(marker);
  });
});

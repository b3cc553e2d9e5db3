import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openAdmin } from '../support/sign-in';

/** Decision 018: the admin follows the system's dark setting, with a remembered top-bar toggle. */
test.describe('admin pages in the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  for (const { path, heading } of [
    { path: '/dashboard', heading: 'Dashboard' },
    { path: '/withdrawal', heading: 'Withdrawal Requests' },
  ]) {
    test(`${path} has no serious or critical axe violations in dark mode`, async ({ page }) => {
      await openAdmin(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the top-bar toggle switches to light and the choice survives a reload', async ({
    page,
  }) => {
    await openAdmin(page);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});

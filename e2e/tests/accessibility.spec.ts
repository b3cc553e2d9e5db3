import { expect, test } from '@playwright/test';
import { openAdmin } from './support/sign-in';
import { seriousViolations } from './support/axe';

test.describe('accessibility of the shell', () => {
  test('the login screen has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByTestId('login-hint')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard has no serious or critical axe violations', async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

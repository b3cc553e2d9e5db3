import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openAdmin } from './support/sign-in';

/** Serious and critical axe-core violations, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

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

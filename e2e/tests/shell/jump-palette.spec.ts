import { expect, test, type Page } from '@playwright/test';
import { openAdmin } from '../support/sign-in';
import { pickUser } from '../users/user-helpers';

/**
 * The jump palette (the admin review): it reaches screens only links led to, goes through the page's
 * leave guard like a link, puts the focus where a keyboard user expects it, and opens from the
 * top bar on a touch screen.
 */

async function jump(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: /Screen or user/ });
  await expect(field).toBeFocused();
  await field.fill(text);
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

test('an unsaved wallet edit asks before the palette leaves; the focus follows', async ({
  page,
}) => {
  // A user's page (its four lists) and two palette jumps, each through the leave question.
  test.slow();
  await openAdmin(page, '/dashboard');
  const user = await pickUser(page, () => true);
  await openAdmin(page, `/user-table/${user.id}`);
  const wallet = page.getByRole('textbox', { name: `Wallet of ${user.full_name} (rupees)` });
  await wallet.fill('9000');

  await jump(page, 'dashboard');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Leave without saving?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/user-table/${user.id}$`));
  await expect(wallet).toBeFocused();
  await expect(wallet).toHaveValue('9000');

  await jump(page, 'dashboard');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
});

test('finds the audit log by a common word; Escape gives the focus back', async ({ page }) => {
  await openAdmin(page, '/dashboard');
  await jump(page, 'audit');
  await expect(page).toHaveURL(/\/settings\/audit$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Audit log' });
  await expect(heading).toBeFocused();

  const logout = page.getByRole('button', { name: 'Logout' });
  await logout.focus();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: /Screen or user/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(logout).toBeFocused();
});

test('on a 390 px touch screen the top bar opens the palette', async ({ page }) => {
  await openAdmin(page, '/dashboard');
  await page.setViewportSize({ width: 390, height: 800 });
  const search = page.getByRole('button', { name: 'Search screens and users' });
  await expect(search).toBeInViewport();
  await search.click();
  const field = page.getByRole('combobox', { name: /Screen or user/ });
  await expect(field).toBeFocused();
  await field.fill('settings');
  await page.getByRole('option', { name: /^Settings/ }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings Page' })).toBeFocused();
});

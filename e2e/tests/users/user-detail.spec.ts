import { expect, test, type Page } from '@playwright/test';
import { openAdmin } from '../support/sign-in';
import { openUser, pickUser, usersWithRows } from './user-helpers';

/**
 * A user's page (/user-table/:id): reached from User Manage's name and with Ctrl+K, it shows
 * the user's rows of every list the engine serves, filtered on the server by `user=<id>`.
 */

const LISTS = [
  ['Wallet transactions', '/api/wallet', 'transactions'],
  ['Withdrawals', '/api/withdrawals', 'withdrawals'],
  ['Crypto payments', '/api/crypto-payments', 'payments'],
  ['Notifications', '/api/notifications', 'notifications'],
] as const;

async function totalOf(page: Page, path: string, userId: number): Promise<number> {
  const response = await page.request.get(`${path}?user=${userId}&limit=1`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

test("the name in User Manage opens the user's page with their rows of every list", async ({
  page,
}) => {
  await openAdmin(page, '/user-table');
  const owners = await usersWithRows(page);
  const user = await pickUser(page, (candidate) => owners.has(candidate.id));
  const row = await openUser(page, user);
  await row.getByRole('link', { name: user.full_name }).click();
  await expect(page).toHaveURL(new RegExp(`/user-table/${user.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `${user.full_name} (#${user.id})` }),
  ).toBeVisible();
  for (const [title, path, noun] of LISTS) {
    const section = page.getByRole('region', { name: title });
    const total = await totalOf(page, path, user.id);
    await expect(section.getByText(new RegExp(`^${total} ${noun}$`))).toBeVisible();
    const rows = section.getByRole('table', { name: title }).locator('tbody tr[aria-rowindex]');
    if (total > 0) await expect(rows.first()).toBeVisible();
    else await expect(section.getByText(`No ${title.toLowerCase()}`)).toBeVisible();
  }
});

test('Ctrl+K finds a user by email and opens their page, by keyboard only', async ({ page }) => {
  await openAdmin(page, '/dashboard');
  const user = await pickUser(page, () => true);
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: /Screen or user/ });
  await expect(field).toBeFocused();
  await page.keyboard.type(user.email);
  await expect(
    page.getByRole('option', { name: `${user.full_name} (#${user.id})` }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user-table/${user.id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await page.keyboard.type('withdr');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/withdrawal$/);
});

test("an id no user has reads 'User not found', not an error page", async ({ page }) => {
  for (const id of ['abc', '-1', '99999999']) {
    await openAdmin(page, `/user-table/${id}`);
    await expect(page.getByText('User not found')).toBeVisible();
  }
});

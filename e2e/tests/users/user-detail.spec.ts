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
    const named = total === 1 ? noun.replace(/s$/, '') : noun;
    await expect(section.getByText(new RegExp(`^${total} ${named}$`))).toBeVisible();
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

test("from a withdrawal to its user's page: act there, see the trail, and back", async ({
  page,
}) => {
  await openAdmin(page, '/withdrawal');
  const link = page.getByRole('table', { name: 'Withdrawal requests' }).getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/user-table\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `${name} (#${id})` })).toBeVisible();
  // User Manage's trust switch, saved on this page; the audit trail shows it at once.
  const trust = page.getByRole('switch', { name: `Trust ${name}` });
  const was = await trust.isChecked();
  await trust.click();
  await expect(page.getByText(`Trust status updated: ${was ? 'False' : 'True'}`)).toBeVisible();
  const trail = page.getByRole('list', { name: 'Admin actions, newest first' });
  await expect(trail.getByText(`Changed trust of user #${id}`).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/withdrawal$/);
});

test("a deleted user's page says so and keeps their trail", async ({ page }) => {
  await openAdmin(page, '/user-table');
  const owners = await usersWithRows(page);
  // Without rows, as User Manage's delete journey (the admin journeys run one at a time).
  const user = await pickUser(page, (candidate) => !owners.has(candidate.id));
  await page.goto(`/user-table/${user.id}`);
  await page.getByRole('button', { name: `Delete ${user.full_name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`User #${user.id} was deleted`)).toBeVisible();
  await expect(page.getByText(`Deleted user #${user.id}`)).toBeVisible();
});

test("an id no user has reads 'User not found', not an error page", async ({ page }) => {
  for (const id of ['abc', '-1', '99999999']) {
    await openAdmin(page, `/user-table/${id}`);
    await expect(page.getByText('User not found')).toBeVisible();
  }
});

test("from an audit entry to the user's page it names", async ({ page }) => {
  await openAdmin(page, '/user-table');
  const user = await pickUser(page, () => true);
  await page.goto(`/user-table/${user.id}`);
  // An entry of our own, so the log has one for this user whatever ran before.
  const trust = page.getByRole('switch', { name: `Trust ${user.full_name}` });
  const was = await trust.isChecked();
  await trust.click();
  await expect(page.getByText(`Trust status updated: ${was ? 'False' : 'True'}`)).toBeVisible();
  await page.goto(`/settings/audit?user=${user.id}`);
  const log = page.getByRole('table', { name: 'Audit log' });
  await log
    .getByRole('link', { name: `User #${user.id}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/user-table/${user.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `${user.full_name} (#${user.id})` }),
  ).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openAdmin } from '../support/sign-in';
import type { User } from '@rewards/contract';
import {
  listUsers,
  openUser,
  pickUser,
  reloadFromServer,
  saved,
  usersWithRows,
} from './user-helpers';

/**
 * The User Manage screen (mfe-users) through the shell against the real API. Each test picks
 * its own user at run time, by a rule no other test (or spec) shares, so the journeys neither
 * depend on seed ids nor on each other.
 */

/** docs/product.md#users, with Trust and Status beside Action (docs/spec-deviations.md). */
// prettier-ignore
const COLUMNS = [
  'ID', 'Name', 'Email', 'DOB', 'Country', 'Phone', 'Gender', 'Verified', 'Wallet',
  'Business Plan', 'Payment Status', 'Day Count', 'Under Ref', 'Ref Count',
  'Ref Code', 'Created At', 'Pause/Block Date', 'Trust', 'Status', 'Action',
];

test.beforeEach(async ({ page }) => openAdmin(page, '/user-table'));

test('the screen has no serious or critical axe violations, a paused row included', async ({
  page,
}) => {
  // Rows of every kind on screen: pending and approved payments, each status, both trusts.
  await page.getByLabel('Status', { exact: true }).selectOption('pause');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('shows the 20 columns and reads the list a window at a time, compressed', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) =>
    text.replace(/[▲▼↕]/g, ''),
  );
  // First the selection column (its header is a 'Select all rows on this page' box).
  expect(headers).toEqual(['', ...COLUMNS]);
  const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users');
  await page.getByRole('button', { name: 'Refresh' }).click();
  const response = await list;
  // The shell's server compresses with brotli or gzip, whichever the browser prefers.
  expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
});

test('edit a wallet inline, confirm old -> new, and see it persisted after a reload', async ({
  page,
}) => {
  const user = await pickUser(page, (u) => u.status === 'ok' && !u.trust);
  const row = await openUser(page, user);
  const wallet = row.getByRole('textbox', { name: /Wallet of/ });
  const amount = (Number(user.coin) + 11.25) % 900;
  const shown = `₹${amount.toFixed(2)}`;

  await wallet.fill('12.345');
  const refused = page.getByText('Invalid wallet amount');
  await wallet.press('Enter');
  await expect(refused).toBeVisible();
  await expect(wallet).toHaveValue(
    `₹${Number(user.coin).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );

  const put = saved(page, 'PUT', `/api/admin/users/${user.id}/wallet`);
  await wallet.fill(amount.toFixed(2));
  await wallet.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Change the wallet of ${user.full_name} from ₹`);
  await confirm.getByRole('button', { name: 'Save' }).click();
  expect((await put).status()).toBe(200);
  expect((await put).request().postDataJSON()).toEqual({ coin: Number(amount.toFixed(2)) });
  await expect(page.getByText('Wallet updated')).toBeVisible();
  await expect(wallet).toHaveValue(shown);

  await reloadFromServer(page);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: user.email })
      .getByRole('textbox', { name: /Wallet of/ }),
  ).toHaveValue(shown);
});

test('approve a payment after confirming: Approve becomes a disabled Approved, also after a reload', async ({
  page,
}) => {
  const user = await pickUser(page, (u) => !u.payment_status);
  const row = await openUser(page, user);
  const put = saved(page, 'PUT', `/api/users/${user.id}/payment-status`);
  await row.getByRole('button', { name: /Approve payment/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Approve the payment of ${user.full_name}`);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  expect((await put).status()).toBe(200);
  await expect(page.getByText('Payment approved ✅')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approved' })).toBeDisabled();

  await reloadFromServer(page);
  const after = page.getByRole('row').filter({ hasText: user.email });
  await expect(after.getByRole('button', { name: 'Approved' })).toBeDisabled();
});

test('toggle trust and back, each saved on its own', async ({ page }) => {
  const user = await pickUser(page, (u) => u.trust && u.status === 'ok');
  const row = await openUser(page, user);
  const trust = row.getByRole('switch', { name: `Trust ${user.full_name}` });
  await expect(trust).toBeChecked();

  const off = saved(page, 'PUT', `/api/users/${user.id}/trust`);
  await trust.click();
  expect((await off).request().postDataJSON()).toEqual({ trust: false });
  await expect(page.getByText('Trust status updated: False')).toBeVisible();
  await expect(trust).not.toBeChecked();

  await reloadFromServer(page);
  const again = page.getByRole('row').filter({ hasText: user.email });
  const trustAgain = again.getByRole('switch', { name: `Trust ${user.full_name}` });
  await expect(trustAgain).not.toBeChecked();
  const on = saved(page, 'PUT', `/api/users/${user.id}/trust`);
  await trustAgain.click();
  expect((await on).status()).toBe(200);
  await expect(page.getByText('Trust status updated: True')).toBeVisible();
  await expect(trustAgain).toBeChecked();
});

test('pause, block and clear a user with the status select and Save', async ({ page }) => {
  const user = await pickUser(page, (u) => u.status === 'ok' && u.trust && u.payment_status);
  const row = await openUser(page, user);
  const select = row.getByRole('combobox', { name: `Status of ${user.full_name}` });
  const save = row.getByRole('button', { name: `Save status of ${user.full_name}` });
  const since = row.getByRole('cell').nth(17);
  await expect(since).toHaveText('—');

  for (const status of ['pause', 'block', 'ok'] as const) {
    const put = saved(page, 'PUT', `/api/admin/users/${user.id}/status`);
    await select.selectOption(status);
    await save.click();
    const answer = (await (await put).json()) as { user: User };
    expect(answer.user.status).toBe(status);
    await expect(page.getByText('Status changed ✅').first()).toBeVisible();
    await expect(select).toHaveValue(status);
    if (status === 'ok') await expect(since).toHaveText('—');
    // A pause or block just made shows its date, and a fresh pause is not expired.
    else await expect(since).toHaveText(/^\d{2} \w{3} \d{4}, \d{2}:\d{2} [ap]m$/);
  }

  await reloadFromServer(page);
  const after = page.getByRole('row').filter({ hasText: user.email });
  await expect(after.getByRole('combobox', { name: `Status of ${user.full_name}` })).toHaveValue(
    'ok',
  );
});

test('delete a user after the confirmation', async ({ page }) => {
  // A user with no payments, withdrawals or notifications: the payments and content specs
  // never pick them, and the cascade removes nothing they look at.
  const owners = await usersWithRows(page);
  const user = await pickUser(page, (u) => !owners.has(u.id));
  const row = await openUser(page, user);
  const remove = row.getByRole('button', { name: `Delete ${user.full_name}` });

  await remove.click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText('Are you sure you want to delete this user permanently?', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  const deleted = saved(page, 'DELETE', `/api/admin/users/${user.id}`);
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  await reloadFromServer(page);
  await expect(page.getByText('No users match these filters')).toBeVisible();
  expect((await listUsers(page)).some((u) => u.id === user.id)).toBe(false);
});

test('search, filters and sort live in the URL and survive a reload', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('block');
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/status=block/);
  await expect(page).toHaveURL(/sort=name%3Aasc/);
  const names = async () =>
    (await table.getByRole('row').all()).length > 1
      ? await table.locator('tbody tr[aria-rowindex] td:nth-child(3)').allTextContents()
      : [];
  const shown = await names();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual([...shown].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  const statuses = await table
    .locator('tbody tr[aria-rowindex] select')
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  expect(new Set(statuses)).toEqual(new Set(['block']));

  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('block');
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(names).toEqual(shown);
});

import { expect, test, type Page } from '@playwright/test';
import { EVENTS_URL } from '@rewards/contract';
import { asTheApp } from '../support/app-origin';
import { openAdmin } from '../support/sign-in';
import { confirm, idIn, putTo } from './payment-helpers';

/**
 * The payments remote through the shell against the real API. Rows are picked at test time
 * from what the screen (or the API) shows, so the journeys do not depend on seed ids or on
 * each other.
 */

test.describe('wallet transactions', () => {
  async function setDue(page: Page, id: number, label: 'Due' | 'Not Due') {
    const select = page.getByRole('combobox', { name: `Due status of transaction #${id}` });
    const saved = putTo(page, `/api/wallet-due/${id}`);
    await select.selectOption({ label });
    await confirm(page, `Are you sure you want to mark this as ${label}?`, `Mark as ${label}`);
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Due status updated successfully.')).toBeVisible();
    await expect(select).toHaveValue(label === 'Due' ? 'due' : 'not-due');
    await expect(select).toBeEnabled();
  }

  test('toggle a due flag and see it after a reload', async ({ page }) => {
    await openAdmin(page, '/payment');
    const first = page
      .getByRole('table', { name: 'Wallet transactions' })
      .getByRole('combobox')
      .first();
    const id = await idIn(first);
    const wasDue = (await first.inputValue()) === 'due';
    const target = wasDue ? 'Not Due' : 'Due';

    await setDue(page, id, target);
    await page.reload();
    const select = page.getByRole('combobox', { name: `Due status of transaction #${id}` });
    await expect(select).toHaveValue(wasDue ? 'not-due' : 'due');
    await expect(select.locator('option:checked')).toHaveText(target);

    // Leave the shared database as it was for the other specs.
    await setDue(page, id, wasDue ? 'Due' : 'Not Due');
  });

  test('filters apply on Apply, live in the URL and survive a reload', async ({ page }) => {
    await openAdmin(page, '/payment');
    const table = page.getByRole('table', { name: 'Wallet transactions' });
    await expect(table).toBeVisible();
    const total = Number(await table.getAttribute('aria-rowcount')) - 1;

    await page.getByLabel('Due', { exact: true }).selectOption({ label: 'Due' });
    await expect(page.getByText(/^Showing \d+ of \d+ transactions$/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/payment\?due=due$/);
    const showing = page.getByText(new RegExp(`^Showing \\d+ of ${total} transactions$`));
    await expect(showing).toBeVisible();
    const dueSelects = table.getByRole('combobox');
    await expect(dueSelects.first()).toHaveValue('due');

    await page.reload();
    await expect(showing).toBeVisible();
    await expect(page.getByLabel('Due', { exact: true })).toHaveValue('due');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(showing).toHaveCount(0);
  });
});

test.describe('withdrawals', () => {
  const rowWith = (page: Page, id: number) =>
    page
      .getByRole('table', { name: 'Withdrawal requests' })
      .getByRole('row')
      .filter({
        has: page.getByRole('button', { name: `Details of withdrawal #${id}`, exact: true }),
      });

  async function firstPendingId(page: Page): Promise<number> {
    const approve = page.getByRole('button', { name: /^Approve withdrawal #\d+$/ }).first();
    await expect(approve).toBeVisible();
    return idIn(approve);
  }

  test('approve one withdrawal and reject another', async ({ page }) => {
    await openAdmin(page, '/withdrawal');

    const approved = await firstPendingId(page);
    let saved = putTo(page, `/api/withdrawals/${approved}`);
    await page
      .getByRole('button', { name: `Approve withdrawal #${approved}`, exact: true })
      .click();
    await confirm(page, 'Are you sure you want to mark this as completed?', 'Approve');
    expect((await saved).status()).toBe(200);
    await expect(rowWith(page, approved).getByText('completed', { exact: true })).toBeVisible();
    await expect(
      rowWith(page, approved).getByRole('button', { name: /Approve|Reject/ }),
    ).toHaveCount(0);

    // No waiting for the success toast to go: it sits below the top bar, clear of the rows.
    const rejected = await firstPendingId(page);
    expect(rejected).not.toBe(approved);
    saved = putTo(page, `/api/withdrawals/${rejected}`);
    await page.getByRole('button', { name: `Reject withdrawal #${rejected}`, exact: true }).click();
    await confirm(page, 'Are you sure you want to mark this as rejected?', 'Reject');
    expect((await saved).status()).toBe(200);
    await expect(rowWith(page, rejected).getByText('rejected', { exact: true })).toBeVisible();

    await page.reload();
    await expect(rowWith(page, approved).getByText('completed', { exact: true })).toBeVisible();
    await expect(rowWith(page, rejected).getByText('rejected', { exact: true })).toBeVisible();

    await rowWith(page, rejected)
      .getByRole('button', { name: /^Details of/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Withdrawal details' });
    for (const section of ['Basic Information', 'Payment Details', 'User Information', 'Message'])
      await expect(details.getByRole('heading', { name: section, level: 3 })).toBeVisible();
    await expect(details.getByText(`#${rejected}`, { exact: true })).toBeVisible();
  });

  test('a decision someone else made first reloads the row and says so', async ({ page }) => {
    // Without the live stream: its event would patch the row to completed (its buttons gone)
    // before the click, which live-withdrawals.spec covers; this checks the refused decision's path.
    await page.route(`**${EVENTS_URL}**`, (route) => route.abort());
    await openAdmin(page, '/withdrawal');
    const id = await firstPendingId(page);
    // Another admin approves it behind this screen's back.
    const other = await page.request.put(`/api/withdrawals/${id}`, {
      ...asTheApp,
      data: { status: 'completed' },
    });
    expect(other.status()).toBe(200);

    const refused = putTo(page, `/api/withdrawals/${id}`);
    await page.getByRole('button', { name: `Reject withdrawal #${id}`, exact: true }).click();
    await confirm(page, 'Are you sure you want to mark this as rejected?', 'Reject');
    expect((await refused).status()).toBe(409);
    await expect(
      page.getByText('Withdrawal was already completed. The row has been reloaded.'),
    ).toBeVisible();
    await expect(rowWith(page, id).getByText('completed', { exact: true })).toBeVisible();
    await expect(rowWith(page, id).getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
  });
});

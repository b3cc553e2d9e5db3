import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@rewards/contract/routes';
import { signInThroughApi } from '../support/sign-in';
import { writePendingWithdrawals } from '../support/app-simulator';

/**
 * Two admins on one review queue (decision 055): the item the owner has open is claimed, so
 * the finance admin's queue does not offer it; once the owner skips it (releasing the claim),
 * finance's queue offers it again and finance decides it, its signals in view. Items are read
 * from the screens: other journeys may have decided or claimed the oldest ones, so it writes
 * its own pending withdrawals first (it needs three: the owner's, finance's, the owner's next).
 */

test.beforeAll(async () => {
  await writePendingWithdrawals(3);
});

const option = (page: Page, item: string) =>
  page.getByRole('option', { name: new RegExp(`^Withdrawal #${/#(\d+)/.exec(item)?.[1]} ·`) });

async function openWithdrawals(page: Page): Promise<string> {
  await page.goto(ROUTES.review.path);
  await page.getByLabel('Kind').selectOption({ label: 'Withdrawal' });
  const heading = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Withdrawal #\d+ of /);
  await heading.click();
  return (await heading.textContent()) ?? '';
}

/** Leaves the screen inside the app, so it releases the claim of the item it has open. */
async function leave(page: Page) {
  const released = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await released;
}

test('a claimed item is skipped by the other admin until it is released', async ({
  page,
  browser,
}) => {
  // Two admins signing in and loading the queue, on a busy CI machine.
  test.slow();
  await signInThroughApi(page, 'admin@rewards.test');
  const ownerItem = await openWithdrawals(page);
  const ownerId = /#(\d+)/.exec(ownerItem)?.[1];
  const claimed = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === `/api/review/items/withdrawal/${ownerId}/claim`,
  );
  // Away and back: the item is claimed again, and its answer says the owner holds it.
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  expect((await claimed).status()).toBe(200);

  const context = await browser.newContext();
  const finance = await context.newPage();
  await signInThroughApi(finance, 'finance@rewards.test');
  const financeItem = await openWithdrawals(finance);
  expect(financeItem).not.toBe(ownerItem);
  await expect(option(finance, ownerItem)).toHaveCount(0);
  await expect(finance.getByText(/· \d+ being reviewed by others/)).toBeVisible();

  // The owner skips it: the claim is released, and finance's queue, read again, offers it.
  const released = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.endsWith('/claim'),
  );
  await page.keyboard.press('s');
  expect((await released).status()).toBe(200);
  await finance.reload();
  await finance.getByLabel('Kind').selectOption({ label: 'Withdrawal' });
  await option(finance, ownerItem).click();
  const heading = finance.getByRole('main').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(ownerItem);
  await expect(finance.getByText(/withdrawals? by this user in the last 24 h$/)).toBeVisible();
  await heading.click();
  await finance.keyboard.press('a');
  await expect(finance.getByText(`${ownerItem} completed`)).toBeVisible();

  await leave(page);
  await leave(finance);
  await context.close();
});

import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@rewards/contract/routes';
import { signInThroughApi } from '../support/sign-in';
import { writePendingWithdrawals } from '../support/app-simulator';

/**
 * Two admins on one review queue (decision 055), claims arriving live: the finance admin's
 * open queue drops the item the owner opens, without reloading, and offers it again once the
 * owner skips it (releasing the claim); finance then decides it, its signals in view. Items
 * are read from the screens: other journeys may have decided or claimed the oldest ones, so
 * it writes its own pending withdrawals first (three: finance's, the owner's, the owner's next).
 */

test.beforeAll(async () => {
  await writePendingWithdrawals(3);
});

/** Well under the queue's half-minute refresh: what arrives within it came by the stream. */
const LIVE = { timeout: 10_000 };

const idOf = (item: string) => /#(\d+)/.exec(item)?.[1] ?? '';
const option = (page: Page, item: string) =>
  page.getByRole('option', { name: new RegExp(`^Withdrawal #${idOf(item)} ·`) });

/** Opens the queue on withdrawals; returns the item shown once this admin's claim of it is in. */
async function openWithdrawals(page: Page): Promise<string> {
  const claimed = new Set<string>();
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.ok()) claimed.add(new URL(r.url()).pathname);
  });
  await page.goto(ROUTES.review.path);
  await page.getByLabel('Kind').selectOption({ label: 'Withdrawal' });
  const heading = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Withdrawal #\d+ of /);
  await heading.click();
  const item = (await heading.textContent()) ?? '';
  const path = `/api/review/items/withdrawal/${idOf(item)}/claim`;
  await expect.poll(() => claimed.has(path)).toBe(true);
  return item;
}

/** Leaves the screen inside the app, so it releases the claim of the item it has open. */
async function leave(page: Page) {
  const released = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await released;
}

test("another admin's claim and release reach an open queue without reloading", async ({
  page,
  browser,
}) => {
  // Two admins signing in and loading the queue, on a busy CI machine.
  test.slow();
  const context = await browser.newContext();
  const finance = await context.newPage();
  await signInThroughApi(finance, 'finance@rewards.test');
  const financeItem = await openWithdrawals(finance);
  const offered = await finance.getByRole('option').evaluateAll((nodes) => nodes.map((n) => n.id));

  await signInThroughApi(page, 'admin@rewards.test');
  const ownerItem = await openWithdrawals(page);
  expect(ownerItem).not.toBe(financeItem);
  // Offered to finance before the owner opened it; gone from finance's queue once claimed.
  expect(offered).toContain(`review-item-withdrawal-${idOf(ownerItem)}`);
  await expect(option(finance, ownerItem)).toHaveCount(0, LIVE);
  await expect(finance.getByText(/· \d+ being reviewed by others/)).toBeVisible(LIVE);

  // The owner skips it: the claim is released, and finance's queue offers it again.
  const released = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.endsWith('/claim'),
  );
  await page.keyboard.press('s');
  expect((await released).status()).toBe(200);
  await expect(option(finance, ownerItem)).toBeVisible(LIVE);

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

import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openAdmin } from '../support/sign-in';
import { ADMIN_STORAGE_STATE } from '../support/paths';
import { writePendingWithdrawals } from '../support/app-simulator';

/**
 * The Review Queue by keyboard against the real API: move, approve, reject with a reason.
 * Withdrawals only (the kind filter). The journeys before this one decide some of the seed's
 * pending withdrawals (how many depends on the order CI runs them in), so it writes its own
 * first; which ones it decides is read from the screen, not from ids.
 */

// In the roles project (after the shared-admin journeys), with the stored admin session.
test.use({ storageState: ADMIN_STORAGE_STATE });

test.beforeAll(async () => {
  await writePendingWithdrawals(3);
});

const decisionOf = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /^\/api\/review\/items\/withdrawal\/\d+\/decision$/.test(new URL(response.url()).pathname),
  );

test('decide withdrawals from the review queue by keyboard', async ({ page }) => {
  await openAdmin(page, '/review');
  await page.getByLabel('Kind').selectOption({ label: 'Withdrawal' });
  // The item's own heading: a closing dialog's title is a heading too, outside main.
  const heading = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Withdrawal #\d+ of ₹[\d,]+\.\d{2} for .+$/);
  const first = await heading.textContent();
  await expect(page.getByRole('list', { name: 'Signals' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Leave the Kind select: inside a field the keys are the field's.
  await heading.click();
  await page.keyboard.press('j');
  await expect(heading).not.toHaveText(first!);
  const second = await heading.textContent();
  await page.keyboard.press('k');
  await expect(heading).toHaveText(first!);

  const approved = decisionOf(page);
  await page.keyboard.press('a');
  expect((await approved).status()).toBe(200);
  await expect(page.getByText(`${first!} completed`)).toBeVisible();
  await expect(heading).toHaveText(second!);

  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Reject' });
  await expect(dialog.getByText('Are you sure you want to mark this as rejected?')).toBeVisible();
  await dialog.getByText('Suspected duplicate or fraudulent request').click();
  const rejected = decisionOf(page);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  const answer = await rejected;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({
    decision: 'reject',
    reason: 'Suspected duplicate or fraudulent request',
  });
  await expect(page.getByText(`${second!} rejected`)).toBeVisible();
  await expect(heading).not.toHaveText(second!);

  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard keys' });
  await expect(keys).toContainText("Open the user's page");
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();

  // Leaving inside the app releases the open item's claim for the journeys after this one.
  const released = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  expect((await released).status()).toBe(200);
});

import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from '../support/paths';
import { openAdmin } from '../support/sign-in';
import { confirm, idIn, putTo } from '../payments/payment-helpers';

/**
 * Decision 016: two admins side by side, each in their own browser context (their own tab and
 * event stream). What one decides reaches the other's open screen without a reload.
 */
const rowWith = (page: Page, id: number) =>
  page
    .getByRole('table', { name: 'Withdrawal requests' })
    .getByRole('row')
    .filter({
      has: page.getByRole('button', { name: `Details of withdrawal #${id}`, exact: true }),
    });

test('one admin approves a withdrawal, the other sees the row change without a reload', async ({
  browser,
  page,
}) => {
  const other = await browser.newContext({ storageState: ADMIN_STORAGE_STATE });
  const otherPage = await other.newPage();
  await openAdmin(page, '/withdrawal');
  await openAdmin(otherPage, '/withdrawal');

  const approve = page.getByRole('button', { name: /^Approve withdrawal #\d+$/ }).first();
  await expect(approve).toBeVisible();
  const id = await idIn(approve);
  const othersApprove = otherPage.getByRole('button', {
    name: `Approve withdrawal #${id}`,
    exact: true,
  });
  await expect(othersApprove).toBeVisible();
  // The other admin has the details open, about to decide.
  await otherPage
    .getByRole('button', { name: `Details of withdrawal #${id}`, exact: true })
    .click();
  const details = otherPage.getByRole('dialog');
  await expect(details.getByText('pending', { exact: true })).toBeVisible();

  const saved = putTo(page, `/api/withdrawals/${id}`);
  await approve.click();
  await confirm(page, 'Are you sure you want to mark this as completed?', 'Approve');
  expect((await saved).status()).toBe(200);
  const decided = (await rowWith(page, id).innerText()).replace(/\s+/g, ' ');

  // No reload on the other side: its dialog and row follow the event.
  await expect(details.getByText('pending', { exact: true })).toHaveCount(0);
  await otherPage.keyboard.press('Escape');
  await expect(othersApprove).toHaveCount(0);
  await expect
    .poll(async () => (await rowWith(otherPage, id).innerText()).replace(/\s+/g, ' '))
    .toBe(decided);
  await other.close();
});

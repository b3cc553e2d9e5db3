import { expect, test } from '@playwright/test';
import { confirm } from '../payments/payment-helpers';
import { openAdmin } from '../support/sign-in';

/**
 * A withdrawal decided on its user's page (decision 041): the Withdrawal screen's decision,
 * loaded from mfe-payments into mfe-users' page, against the real API; the Withdrawal screen
 * then shows the same row. (The e2e API runs without WITHDRAWAL_SECOND_APPROVAL_ABOVE, so an
 * approval completes; the part's tests cover the first of two approvals.)
 */

interface Row {
  id: number;
  user_id: number;
  full_name: string;
  amount: string;
}

test("approve a pending withdrawal on its user's page; the Withdrawal screen agrees", async ({
  page,
}) => {
  // Not among the oldest (the bulk journey rejects those) nor the newest (the withdrawal
  // journeys decide those).
  const listed = await page.request.get('/api/withdrawals?status=pending&sort=date:asc&limit=8');
  const rows = (await listed.json()).data.rows as Row[];
  const row = rows.at(-1);
  expect(row).toBeDefined();
  const { id, user_id: userId, full_name: name } = row!;

  await openAdmin(page, `/user-table/${userId}`);
  const section = page.getByRole('region', { name: 'Withdrawals' });
  const approve = section.getByRole('button', { name: `Approve withdrawal #${id}`, exact: true });
  await approve.focus();
  await page.keyboard.press('Enter');
  const amount = `₹${Number(row!.amount).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await expect(
    page.getByRole('alertdialog').getByText(`Approve withdrawal #${id} of ${amount} to ${name}?`),
  ).toBeVisible();
  await confirm(page, 'Are you sure you want to mark this as completed?', 'Approve');

  await expect(page.getByText(`Withdrawal #${id} marked as completed.`)).toBeVisible();
  const decided = section
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Details of withdrawal #${id}` }) });
  await expect(decided.getByText('completed', { exact: true })).toBeVisible();
  await expect(approve).toHaveCount(0);
  // The page's audit trail has it, although this tab skips its own live event.
  const trail = page.getByRole('list', { name: 'Admin actions, newest first' });
  await expect(trail.getByText(`Decided withdrawal #${id}`)).toBeVisible();

  // The details dialog opens with the page (modal: the rest is hidden from the a11y tree).
  await page.goto(`/withdrawal?details=${id}`);
  const details = page.getByRole('dialog', { name: 'Withdrawal details' });
  await expect(details.getByText('completed', { exact: true })).toBeVisible();
  await expect(details.getByText('Approved by')).toBeVisible();
});

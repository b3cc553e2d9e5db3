import { expect, test, type Page } from '@playwright/test';
import type { User, UsersResponse } from '@rewards/contract';
import { ROUTES } from '@rewards/contract/routes';
import { signInThroughApi } from '../support/sign-in';

/**
 * One admin's life: an owner creates a finance admin, who signs in, must choose a password
 * and approves a payment; the owner finds that approval in the audit log filtered by the new
 * admin (the filter survives a reload), then disables the account, which signs the finance
 * admin out in their open browser. Two browser contexts, as two people at two desks.
 */
const ONE_TIME = 'one-time-pass-e2e-123';
const CHOSEN = 'chosen-password-e2e-456';

async function unpaidUser(page: Page): Promise<User> {
  const response = await page.request.get('/api/users/all-users');
  expect(response.ok()).toBe(true);
  const users = ((await response.json()) as UsersResponse).users.filter(
    (user) => user.id > 5 && !user.payment_status,
  );
  // The last one: the user-table spec takes the middle one of the same rule.
  const user = users[users.length - 1];
  if (!user) throw new Error('The seeded data has no user with a pending payment');
  return user;
}

test('an owner creates a finance admin who approves a payment, audited, then disabled', async ({
  page: owner,
  browser,
}) => {
  test.slow();
  const email = `fin-${Date.now()}@rewards.test`;

  await test.step('the owner creates the finance admin', async () => {
    await signInThroughApi(owner, 'admin@rewards.test');
    await owner.goto(ROUTES.settings.path);
    const form = owner.locator('form').filter({ hasText: 'Add an admin' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('Fin E2E');
    await form.getByLabel('Role').selectOption('finance');
    await form.getByLabel('One-time password').fill(ONE_TIME);
    await form.getByRole('button', { name: 'Create admin' }).click();
    await expect(owner.getByRole('list', { name: 'Admin accounts' })).toContainText(email);
  });

  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  const user =
    await test.step('the finance admin signs in and must change the password', async () => {
      await finance.goto(ROUTES.login.path);
      await finance.getByLabel('Email').fill(email);
      await finance.getByLabel('Password').fill(ONE_TIME);
      await finance.getByRole('button', { name: 'Sign In' }).click();
      await expect(finance).toHaveURL(/\/settings$/);
      await expect(
        finance.getByRole('alert').filter({ hasText: 'one-time password' }),
      ).toBeVisible();
      await finance.goto(ROUTES.userTable.path);
      await expect(finance, 'every other screen waits for the new password').toHaveURL(
        /\/settings$/,
      );
      await finance.getByLabel('Current password').fill(ONE_TIME);
      await finance.getByLabel('New password').fill(CHOSEN);
      await finance.getByRole('button', { name: 'Change password' }).click();
      await expect(finance.getByText('Password changed')).toBeVisible();
      return unpaidUser(finance);
    });

  await test.step('the finance admin approves a payment', async () => {
    await finance
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'User Manage' })
      .click();
    await finance.getByRole('searchbox', { name: 'Search' }).fill(user.email);
    const row = finance.getByRole('row').filter({ hasText: user.email });
    const approved = finance.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && r.url().endsWith(`/api/users/${user.id}/payment-status`),
    );
    await row.getByRole('button', { name: /Approve payment/ }).click();
    await finance.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await expect(row.getByRole('button', { name: 'Approved' })).toBeDisabled();
  });

  await test.step('the owner sees the approval in the audit log, filtered by that admin', async () => {
    await owner.goto(ROUTES.auditLog.path);
    await owner.getByLabel('Admin', { exact: true }).selectOption({ label: email });
    await expect(owner).toHaveURL(/[?&]admin=\d+/);
    const rows = owner.getByRole('table', { name: 'Audit log' }).getByRole('row');
    const approval = rows.filter({ hasText: 'Approved payment of user' });
    await expect(approval).toHaveCount(1);
    await expect(approval).toContainText(email);
    await expect(approval.getByRole('link', { name: `User #${user.id}` })).toBeVisible();
    // The first-sign-in password change is that admin's other row; the owner's are filtered out.
    await expect(rows).toHaveCount(3);

    await owner.reload();
    await expect(owner.getByLabel('Admin', { exact: true })).toHaveValue(/^\d+$/);
    await expect(owner.getByLabel('Admin', { exact: true }).locator('option:checked')).toHaveText(
      email,
    );
    await expect(rows.filter({ hasText: 'Approved payment of user' })).toHaveCount(1);
    await expect(rows).toHaveCount(3);
  });

  await test.step('disabling the admin signs them out in their open browser', async () => {
    await owner.goto(ROUTES.settings.path);
    await owner.getByRole('button', { name: `Disable ${email}` }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(owner.getByRole('button', { name: `Re-enable ${email}` })).toBeVisible();

    await finance
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Withdrawal' })
      .click();
    await expect(finance.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(finance.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
  await financeContext.close();
});

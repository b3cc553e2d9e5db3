import { expect, test } from '@playwright/test';
import { ROUTES } from '@rewards/contract/routes';
import { signInThroughApi } from '../support/sign-in';

/**
 * A saved view is a named URL query (decision 031): an owner filters Withdrawal, saves the view
 * shared, and a finance admin at another desk opens it from the list and sees the same filter.
 */
test('a shared view saved by one admin opens filtered for another', async ({ page, browser }) => {
  // Two admins signing in and loading the list, on a busy CI machine.
  test.slow();
  const name = `Rejected ${Date.now()}`;

  await test.step('the owner saves the filtered list as a shared view', async () => {
    await signInThroughApi(page, 'admin@rewards.test');
    await page.goto(ROUTES.withdrawal.path);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Rejected' });
    await expect(page).toHaveURL(/status=rejected/);
    const views = page.getByRole('navigation', { name: 'Saved views' });
    await views.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByText('Share with all admins').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(views.getByRole('button', { name: `${name} Shared` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  await test.step('a finance admin opens it from the unfiltered list', async () => {
    const context = await browser.newContext();
    const finance = await context.newPage();
    await signInThroughApi(finance, 'finance@rewards.test');
    await finance.goto(ROUTES.withdrawal.path);
    const view = finance
      .getByRole('navigation', { name: 'Saved views' })
      .getByRole('button', { name: `${name} · Administrator` });
    const filtered = finance.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/withdrawals' && url.searchParams.get('status') === 'rejected';
    });
    await view.click();
    expect((await filtered).ok()).toBe(true);
    await expect(finance).toHaveURL(/\/withdrawal\?status=rejected$/);
    await expect(finance.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
    await expect(view).toHaveAttribute('aria-current', 'true');
    // Another admin's view has no edit button: only its owner renames or deletes it.
    await expect(finance.getByRole('button', { name: `Edit view ${name}` })).toHaveCount(0);
    await context.close();
  });
});

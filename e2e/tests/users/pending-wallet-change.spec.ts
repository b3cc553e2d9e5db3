import { expect, test, type Page } from '@playwright/test';
import { userPath } from '@rewards/contract/routes';
import { openAdmin, signInThroughApi } from '../support/sign-in';
import { listUsers } from './user-helpers';

/**
 * The admin review: a wallet change above the two-person threshold (the platform runs with
 * WITHDRAWAL_SECOND_APPROVAL_ABOVE=50000 here) shows on the user's page where the balance is:
 * the requester may cancel it, another admin approves it, and the balance follows.
 */
const rupees = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function askFor(page: Page, name: string, amount: number) {
  const field = page.getByRole('textbox', { name: `Wallet of ${name} (rupees)` });
  await field.fill(String(amount));
  await field.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("a pending wallet change shows on the user's page, cancelled by its requester, approved by another admin", async ({
  page: owner,
  browser,
}) => {
  test.slow();
  // Not the middle user other journeys pick: one near the end of the list.
  const user = (await listUsers(owner)).filter((u) => u.id > 5).at(-3);
  if (!user) throw new Error('The seeded data has no user for this journey');
  const before = rupees(Number(user.coin));
  const target = Number(user.coin) + 60_000;
  await openAdmin(owner, userPath(user.id));
  const note = owner.getByRole('region', { name: 'Pending wallet change' });

  await test.step('the requester sees the change waiting, and cancels it', async () => {
    await askFor(owner, user.full_name, target);
    await expect(note.getByText(`Change to ${rupees(target)} awaits a second admin`)).toBeVisible();
    await expect(note.getByText(/^Asked by admin@rewards\.test on /)).toBeVisible();
    await expect(note.getByRole('button', { name: /^Approve wallet change #/ })).toBeDisabled();
    const field = owner.getByRole('textbox', { name: `Wallet of ${user.full_name} (rupees)` });
    await expect(field).toBeDisabled();
    await expect(field).toHaveValue(before);
    await note.getByRole('button', { name: /^Cancel wallet change #/ }).click();
    const dialog = owner.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Cancel request', exact: true }).click();
    await expect(note).toBeHidden();
    await expect(field).toBeEnabled();
    await expect(field).toHaveValue(before);
  });

  await askFor(owner, user.full_name, target);
  await expect(note).toBeVisible();

  const context = await browser.newContext();
  const finance = await context.newPage();
  await test.step('another admin sees it on the same page and approves it', async () => {
    await signInThroughApi(finance, 'finance@rewards.test');
    await finance.goto(userPath(user.id));
    const theirs = finance.getByRole('region', { name: 'Pending wallet change' });
    await expect(
      theirs.getByText(`Change to ${rupees(target)} awaits a second admin`),
    ).toBeVisible();
    await theirs.getByRole('button', { name: /^Approve wallet change #/ }).click();
    await finance
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expect(theirs).toBeHidden();
    await expect(
      finance.getByRole('textbox', { name: `Wallet of ${user.full_name} (rupees)` }),
    ).toHaveValue(rupees(target));
  });
  await context.close();

  // The requester's open page follows (live events), and its field is free again.
  await expect(note).toBeHidden();
  await expect(
    owner.getByRole('textbox', { name: `Wallet of ${user.full_name} (rupees)` }),
  ).toHaveValue(rupees(target));
});

import { expect, test, type Page } from '@playwright/test';
import type { User, UsersResponse } from '@rewards/contract';
import { runAppSimulator } from '../support/app-simulator';
import { openAdmin } from '../support/sign-in';

/**
 * Decision 016: users the app backend signs up (here `npm run simulate -w api -- --kind sign-up`)
 * reach the open User Manage screen without a reload: highlighted at once at the top of the
 * default view; behind a "1 new user · Show" notice while the admin is scrolled down.
 */
/** The app backend signs one user up, straight into the platform's database. */
async function signUpInTheApp(page: Page): Promise<User> {
  await runAppSimulator(['--kind', 'sign-up', '--count', '1', '--quiet']);
  const response = await page.request.get('/api/users/all-users');
  const { users } = (await response.json()) as UsersResponse;
  return users.reduce((newest, user) => (user.id > newest.id ? user : newest));
}

const count = async (page: Page) =>
  Number((await page.getByTestId('user-count').innerText()).replace(/\D/g, ''));

test('a user signed up in the app appears on User Manage without a reload, highlighted', async ({
  page,
}) => {
  // Two simulator runs and the live list: more than one journey's time.
  test.setTimeout(120_000);
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await openAdmin(page, '/user-table');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect((await stream).ok()).toBe(true);
  const before = await count(page);

  // At the top of the default view: the list follows at once (the new user is last, by id).
  // The highlight lasts 5 s from the event, so it is read while the simulator may still be
  // exiting, and matched to the user it wrote afterwards.
  const signingUp = signUpInTheApp(page);
  await expect.poll(() => count(page)).toBe(before + 1);
  const box = page.getByLabel('Users (scrollable)');
  await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  // The first cell is the row's selection checkbox; the id is the second. Found and read in
  // one step: on a loaded machine a count, then a read, can straddle the 5 s highlight.
  const freshIds = table.locator('tr[data-fresh] > td:nth-child(2)');
  let freshId = '';
  await expect
    .poll(async () => {
      const ids = await freshIds.allInnerTexts();
      freshId = ids[0] ?? '';
      return ids.length;
    })
    .toBe(1);
  const first = await signingUp;
  expect(freshId.trim()).toBe(String(first.id));
  await expect(table.getByRole('row').filter({ hasText: first.email })).toBeVisible();
  await expect(page.getByRole('button', { name: /new users? · Show$/ })).toHaveCount(0);

  // Scrolled down, the rows in view stay put: a notice counts the new user until Show.
  const second = await signUpInTheApp(page);
  const notice = page.getByRole('button', { name: '1 new user · Show' });
  await expect(notice).toBeVisible();
  const secondRow = table.getByRole('row').filter({ hasText: second.email });
  await expect(secondRow).toHaveCount(0);
  await notice.click();
  await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(secondRow).toBeVisible();
  await expect(secondRow).toHaveAttribute('data-fresh', 'true');
  await expect(notice).toHaveCount(0);
});

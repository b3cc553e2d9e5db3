import { expect, type Locator, type Page } from '@playwright/test';
import type { User, UsersResponse } from '@rewards/contract';

/** Helpers of the User Manage journeys: users picked at run time, rows found by email. */

export async function listUsers(page: Page): Promise<User[]> {
  const response = await page.request.get('/api/users/all-users');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as UsersResponse).users;
}

/** Ids of users that own payments, withdrawals, crypto payments or notifications. */
export async function usersWithRows(page: Page): Promise<Set<number>> {
  const lists = await Promise.all(
    [
      ['/api/wallet/all', 'data'],
      ['/api/withdrawals/all', 'data'],
      ['/api/admin/all-payments', 'payments'],
      ['/api/notifications/all', 'data'],
    ].map(async ([url, key]) => {
      const response = await page.request.get(url as string);
      expect(response.ok(), url).toBe(true);
      const body = (await response.json()) as Record<string, { user_id: number }[]>;
      return body[key as string] ?? [];
    }),
  );
  return new Set(lists.flat().map((row) => row.user_id));
}

/** One user matching the rule, skipping the lowest ids other specs reach for first. */
export async function pickUser(page: Page, rule: (user: User) => boolean): Promise<User> {
  const users = (await listUsers(page)).filter((user) => user.id > 5 && rule(user));
  const user = users[Math.floor(users.length / 2)];
  if (!user) throw new Error('The seeded data has no user for this journey');
  return user;
}

/** Opens the screen filtered to one user (the search lives in the URL) and returns their row. */
export async function openUser(page: Page, user: User): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(user.email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText(/^Showing 1 of [\d,]+ users$/)).toBeVisible();
  return row;
}

/** Reloads the page and waits for the list's first window from the server. */
export async function reloadFromServer(page: Page): Promise<void> {
  const fresh = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users');
  await page.reload();
  expect((await fresh).status()).toBe(200);
}

export const saved = (page: Page, method: 'PUT' | 'DELETE', pathname: string) =>
  page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname === pathname,
  );

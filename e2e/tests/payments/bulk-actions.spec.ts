import { expect, test } from '@playwright/test';
import { asTheApp } from '../support/app-origin';
import { openAdmin } from '../support/sign-in';
import { idIn } from './payment-helpers';

// Bulk actions (decision 030) through the shell against the real API: rows are picked from
// what the screen shows, so the journeys depend on no seed ids.

test('reject two withdrawals at once with one reason', async ({ page }) => {
  // The two oldest pending ones: the withdrawal journeys decide the newest (date order).
  await openAdmin(page, '/withdrawal?status=pending&sort=date:asc');
  const approve = page.getByRole('button', { name: /^Approve withdrawal #\d+$/ });
  const ids = [await idIn(approve.nth(0)), await idIn(approve.nth(1))];
  for (const id of ids)
    await page.getByRole('checkbox', { name: `Select row ${id}`, exact: true }).check();
  await expect(page.getByText('2 withdrawals selected')).toBeVisible();

  await page.getByRole('button', { name: 'Reject selected' }).click();
  await page.getByRole('textbox', { name: /Reason/ }).fill('Duplicate accounts');
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText('Reject 2 withdrawals? 2 will be rejected.', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: '2 rejected' })).toBeVisible();
  for (const id of ids) {
    const row = await page.request.get(`/api/withdrawals/${id}`);
    expect((await row.json()).data.status).toBe('rejected');
  }
});

test('select every user matching a filter, then pause them', async ({ page }) => {
  // A narrow filter: a last name two to ten users who are not paused share.
  await openAdmin(page, '/user-table');
  const listed = await page.request.get('/api/users?status=ok&limit=500');
  const names = (await listed.json()).data.rows.map(
    (u: { full_name: string }) => u.full_name.split(' ').at(-1) ?? '',
  ) as string[];
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const search = [...counts].find(([name, n]) => name.length > 2 && n >= 2 && n <= 10)?.[0];
  expect(search).toBeDefined();
  await openAdmin(page, `/user-table?status=ok&q=${encodeURIComponent(search!)}`);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(page.getByTestId('user-count')).toContainText('Showing');
  const matching = Number(await table.getAttribute('aria-rowcount')) - 1;
  const before = await page.request.get(
    `/api/users?status=ok&search=${encodeURIComponent(search!)}&limit=100`,
  );
  const ids = (await before.json()).data.rows.map((u: { id: number }) => u.id);
  expect(ids).toHaveLength(matching);

  await table
    .getByRole('checkbox', { name: /^Select row \d+$/ })
    .first()
    .check();
  expect(matching).toBeGreaterThan(1);
  await page
    .getByRole('button', { name: `Select all ${matching} users matching this filter` })
    .click();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Pause ${matching} users?`)).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/users/bulk/status'));
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  // The filter went to the server, not the rows.
  expect((await sent).postDataJSON()).toEqual({
    filter: { search, status: 'ok' },
    status: 'pause',
  });
  await expect(page.getByRole('status').filter({ hasText: `${matching} paused` })).toBeVisible();

  // Leave the shared database as it was for the other specs.
  const reset = await page.request.post('/api/users/bulk/status', {
    ...asTheApp,
    data: { ids, status: 'ok' },
  });
  expect(reset.status()).toBe(200);
});

test('the bulk approve confirm says what will happen to each row before it happens', async ({
  page,
}) => {
  // The admin review: one pending and one decided withdrawal, the oldest on screen.
  await openAdmin(page, '/withdrawal?sort=date:asc');
  const table = page.getByRole('table', { name: 'Withdrawal requests' });
  const box = page.getByRole('checkbox', { name: /^Select row \d+$/ });
  const rows = table.getByRole('row').filter({ has: box });
  await expect(rows.nth(5)).toBeVisible();
  let pending: number | undefined;
  let decided: number | undefined;
  for (let i = 0; i < (await rows.count()) && (!pending || !decided); i += 1) {
    const label = await rows.nth(i).getByRole('checkbox').getAttribute('aria-label');
    const id = Number(/(\d+)$/.exec(label ?? '')?.[1]);
    const open = await rows
      .nth(i)
      .getByRole('button', { name: /^Approve withdrawal #/ })
      .count();
    if (open > 0) pending ??= id;
    else decided ??= id;
  }
  expect(pending && decided).toBeTruthy();
  const amount = (await (await page.request.get(`/api/withdrawals/${pending}`)).json()).data
    .amount as string;
  const paid = `₹${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  for (const id of [pending, decided])
    await table.getByRole('checkbox', { name: `Select row ${id}`, exact: true }).check();

  await page.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText(
      `Approve 2 withdrawals? 1 will be completed, paying out ${paid}. ` +
        '1 withdrawal will be skipped: 1 already decided.',
      { exact: true },
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 completed, 1 refused: already decided' }),
  ).toBeVisible();
  const row = await page.request.get(`/api/withdrawals/${pending}`);
  expect((await row.json()).data.status).toBe('completed');
});

import { expect, test, type Page } from '@playwright/test';
import { runAppSimulator, type AppActivity } from '../support/app-simulator';
import { openAdmin } from '../support/sign-in';

/**
 * Decision 016: the app backend (here `npm run simulate -w api`) writes rows straight into the
 * database; the open withdrawals screen shows them and the sidebar counts them, no reload.
 */

/** Runs the simulator on the platform's database until it has written a withdrawal. */
async function simulateUntilAWithdrawal(): Promise<AppActivity[]> {
  const written: AppActivity[] = [];
  for (let seed = 1; seed <= 10; seed++) {
    written.push(...(await runAppSimulator(['--rate', '20', '--count', '6', '--seed', `${seed}`])));
    if (written.some((activity) => activity.table === 'withdrawals')) return written;
  }
  throw new Error('The simulator wrote no withdrawal in ten runs');
}

async function pendingBadge(page: Page): Promise<number> {
  const entry = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: /^Withdrawal/ });
  // The link's text content is its accessible name ("Withdrawal 8 pending"); innerText leaves
  // out the visually hidden word.
  const name = ((await entry.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  return Number(/(\d+) pending$/.exec(name)?.[1] ?? 0);
}

test('a withdrawal the simulator inserts appears with its badge count', async ({ page }) => {
  await openAdmin(page, '/withdrawal');
  await expect(page.getByRole('table', { name: 'Withdrawal requests' })).toBeVisible();
  // What the badge counts, from the API (the badge itself may still be loading).
  const counts = await page.request.get('/api/events/counts');
  const before = ((await counts.json()) as { data: { pendingWithdrawals: number } }).data
    .pendingWithdrawals;
  await expect.poll(() => pendingBadge(page)).toBe(before);

  const written = await simulateUntilAWithdrawal();
  const withdrawals = written.filter((activity) => activity.table === 'withdrawals');
  for (const { id } of withdrawals) {
    const row = page
      .getByRole('table', { name: 'Withdrawal requests' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Approve withdrawal #${id}` }) });
    await expect(row).toBeVisible();
  }
  await expect.poll(() => pendingBadge(page)).toBe(before + withdrawals.length);
});

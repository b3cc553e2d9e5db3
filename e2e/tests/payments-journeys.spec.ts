import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAdmin } from './support/sign-in';
import { seriousViolations } from './support/axe';

/**
 * The payments remote through the shell against the real API. Rows are picked at test time
 * from what the screen (or the API) shows, so the journeys do not depend on seed ids or on
 * each other.
 */

const QR_FIXTURE = path.join(__dirname, 'fixtures', 'payments', 'upi-qr.png');

/** The number at the end of an accessible name such as 'Due status of transaction #12'. */
async function idIn(control: Locator): Promise<number> {
  const label = (await control.getAttribute('aria-label')) ?? '';
  const match = /#(\d+)$/.exec(label);
  if (!match) throw new Error(`No id in "${label}"`);
  return Number(match[1]);
}

async function confirm(page: Page, message: string, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const putTo = (page: Page, pathname: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && new URL(response.url()).pathname === pathname,
  );

test.describe('wallet transactions', () => {
  async function setDue(page: Page, id: number, label: 'Due' | 'Not Due') {
    const select = page.getByRole('combobox', { name: `Due status of transaction #${id}` });
    const saved = putTo(page, `/api/wallet-due/${id}`);
    await select.selectOption({ label });
    await confirm(page, `Are you sure you want to mark this as ${label}?`, `Mark as ${label}`);
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Due status updated successfully.')).toBeVisible();
    await expect(select).toHaveValue(label === 'Due' ? 'due' : 'not-due');
    await expect(select).toBeEnabled();
  }

  test('toggle a due flag and see it after a reload', async ({ page }) => {
    await openAdmin(page, '/payment');
    const first = page
      .getByRole('table', { name: 'Wallet transactions' })
      .getByRole('combobox')
      .first();
    const id = await idIn(first);
    const wasDue = (await first.inputValue()) === 'due';
    const target = wasDue ? 'Not Due' : 'Due';

    await setDue(page, id, target);
    await page.reload();
    const select = page.getByRole('combobox', { name: `Due status of transaction #${id}` });
    await expect(select).toHaveValue(wasDue ? 'not-due' : 'due');
    await expect(select.locator('option:checked')).toHaveText(target);

    // Leave the shared database as it was for the other specs.
    await setDue(page, id, wasDue ? 'Due' : 'Not Due');
  });

  test('filters apply on Apply, live in the URL and survive a reload', async ({ page }) => {
    await openAdmin(page, '/payment');
    const table = page.getByRole('table', { name: 'Wallet transactions' });
    await expect(table).toBeVisible();
    const total = Number(await table.getAttribute('aria-rowcount')) - 1;

    await page.getByLabel('Due', { exact: true }).selectOption({ label: 'Due' });
    await expect(page.getByText(/^Showing \d+ of \d+ transactions$/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/payment\?due=due$/);
    const showing = page.getByText(new RegExp(`^Showing \\d+ of ${total} transactions$`));
    await expect(showing).toBeVisible();
    const dueSelects = table.getByRole('combobox');
    await expect(dueSelects.first()).toHaveValue('due');

    await page.reload();
    await expect(showing).toBeVisible();
    await expect(page.getByLabel('Due', { exact: true })).toHaveValue('due');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(showing).toHaveCount(0);
  });
});

test.describe('withdrawals', () => {
  const rowWith = (page: Page, id: number) =>
    page
      .getByRole('table', { name: 'Withdrawal requests' })
      .getByRole('row')
      .filter({
        has: page.getByRole('button', { name: `Details of withdrawal #${id}`, exact: true }),
      });

  async function firstPendingId(page: Page): Promise<number> {
    const approve = page.getByRole('button', { name: /^Approve withdrawal #\d+$/ }).first();
    await expect(approve).toBeVisible();
    return idIn(approve);
  }

  test('approve one withdrawal and reject another', async ({ page }) => {
    await openAdmin(page, '/withdrawal');

    const approved = await firstPendingId(page);
    let saved = putTo(page, `/api/withdrawals/${approved}`);
    await page
      .getByRole('button', { name: `Approve withdrawal #${approved}`, exact: true })
      .click();
    await confirm(page, 'Are you sure you want to mark this as completed?', 'Approve');
    expect((await saved).status()).toBe(200);
    await expect(rowWith(page, approved).getByText('completed', { exact: true })).toBeVisible();
    await expect(
      rowWith(page, approved).getByRole('button', { name: /Approve|Reject/ }),
    ).toHaveCount(0);

    const rejected = await firstPendingId(page);
    expect(rejected).not.toBe(approved);
    saved = putTo(page, `/api/withdrawals/${rejected}`);
    await page.getByRole('button', { name: `Reject withdrawal #${rejected}`, exact: true }).click();
    await confirm(page, 'Are you sure you want to mark this as rejected?', 'Reject');
    expect((await saved).status()).toBe(200);
    await expect(rowWith(page, rejected).getByText('rejected', { exact: true })).toBeVisible();

    await page.reload();
    await expect(rowWith(page, approved).getByText('completed', { exact: true })).toBeVisible();
    await expect(rowWith(page, rejected).getByText('rejected', { exact: true })).toBeVisible();

    await rowWith(page, rejected)
      .getByRole('button', { name: /^Details of/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Withdrawal details' });
    for (const section of ['Basic Information', 'Payment Details', 'User Information', 'Message'])
      await expect(details.getByRole('heading', { name: section, level: 3 })).toBeVisible();
    await expect(details.getByText(`#${rejected}`, { exact: true })).toBeVisible();
  });

  test('a decision someone else made first reloads the row and says so', async ({ page }) => {
    await openAdmin(page, '/withdrawal');
    const id = await firstPendingId(page);
    // Another admin approves it behind this screen's back.
    const other = await page.request.put(`/api/withdrawals/${id}`, {
      data: { status: 'completed' },
    });
    expect(other.status()).toBe(200);

    const refused = putTo(page, `/api/withdrawals/${id}`);
    await page.getByRole('button', { name: `Reject withdrawal #${id}`, exact: true }).click();
    await confirm(page, 'Are you sure you want to mark this as rejected?', 'Reject');
    expect((await refused).status()).toBe(409);
    await expect(
      page.getByText('Withdrawal was already completed. The row has been reloaded.'),
    ).toBeVisible();
    await expect(rowWith(page, id).getByText('completed', { exact: true })).toBeVisible();
    await expect(rowWith(page, id).getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
  });
});

test.describe('crypto payments', () => {
  test('copy an order ID', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openAdmin(page, '/crypto-pay');
    const copy = page.getByRole('button', { name: /^Copy order ID / }).first();
    await expect(copy).toBeVisible();
    const orderId = ((await copy.getAttribute('aria-label')) ?? '').replace('Copy order ID ', '');
    await expect(copy).toHaveText(`${orderId.slice(0, 8)}…`);

    await copy.click();
    const toast = page.getByText('Copied!', { exact: true });
    await expect(toast).toBeVisible();
    await expect(page.getByText('Text copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderId);
    // docs/product.md#crypto-payments: the popup shows for 1.5 s.
    await expect(toast).toHaveCount(0, { timeout: 5000 });
  });

  test('search by order ID and open the payment URL, or hear there is none', async ({ page }) => {
    await openAdmin(page, '/crypto-pay');
    const response = await page.request.get('/api/admin/all-payments');
    const { payments } = (await response.json()) as {
      payments: { order_id: string; payment_url: string | null }[];
    };
    const withUrl = payments.find((payment) => payment.payment_url);
    const withoutUrl = payments.find((payment) => !payment.payment_url);
    if (!withUrl || !withoutUrl) throw new Error('The seed has payments with and without a URL');

    const search = page.getByLabel('Search');
    await search.fill(withUrl.order_id.toUpperCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText(`Showing 1 of ${payments.length} payments`)).toBeVisible();
    await page.getByRole('button', { name: `Payment URL of order ${withUrl.order_id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment URL' });
    await expect(dialog.getByRole('link', { name: withUrl.payment_url ?? '' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await search.fill(withoutUrl.order_id);
    await page.getByRole('button', { name: `Payment URL of order ${withoutUrl.order_id}` }).click();
    await expect(page.getByText('No payment URL available')).toBeVisible();
  });
});

test.describe('UPI payment details', () => {
  test('update the UPI ID with a QR upload', async ({ page }) => {
    await openAdmin(page, '/upi-scanner');
    await page.getByRole('button', { name: 'Edit' }).click();
    const upiId = page.getByRole('textbox', { name: 'UPI ID' });

    await upiId.fill('not a upi id');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/in the format name@bank/)).toBeVisible();

    const newId = `e2e.${Date.now()}@okaxis`;
    await upiId.fill(newId);
    await page.getByLabel('QR code image').setInputFiles(QR_FIXTURE);
    const dataUrl = `data:image/png;base64,${fs.readFileSync(QR_FIXTURE).toString('base64')}`;
    await expect(page.getByRole('img', { name: 'QR code preview' })).toHaveAttribute(
      'src',
      dataUrl,
    );

    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/update-upi');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('✅ UPI details updated successfully!')).toBeVisible();
    await expect(page.getByText(newId, { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByText(newId, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'UPI payment QR code' })).toHaveAttribute(
      'src',
      dataUrl,
    );

    // Cancel discards what was typed.
    await page.getByRole('button', { name: 'Edit' }).click();
    await upiId.fill('discard.me@okaxis');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(newId, { exact: true })).toBeVisible();
    await expect(page.getByText('discard.me@okaxis')).toHaveCount(0);
  });
});

test('the payments screens have no serious or critical axe violations', async ({ page }) => {
  // Six full-page axe scans: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await openAdmin(page, '/payment');
  for (const [route, ready] of [
    ['/payment', page.getByRole('table', { name: 'Wallet transactions' })],
    ['/withdrawal', page.getByRole('table', { name: 'Withdrawal requests' })],
    ['/crypto-pay', page.getByRole('table', { name: 'Crypto payments' })],
    ['/upi-scanner', page.getByRole('button', { name: 'Edit' })],
  ] as const) {
    await page.goto(route);
    await expect(ready).toBeVisible();
    expect(await seriousViolations(page), route).toEqual([]);
  }
  // The edit form and a dialog too.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'UPI ID' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/withdrawal');
  await page
    .getByRole('button', { name: /^Details of withdrawal/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Withdrawal details' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

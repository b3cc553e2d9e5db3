import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openAdmin } from '../support/sign-in';

/**
 * The payments remote through the shell against the real API. Rows are picked at test time
 * from what the screen (or the API) shows, so the journeys do not depend on seed ids or on
 * each other.
 */

const QR_FIXTURE = path.join(__dirname, 'fixtures', 'upi-qr.png');

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

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(withUrl.order_id.toUpperCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText(`Showing 1 of ${payments.length} payments`)).toBeVisible();
    await page.getByRole('button', { name: `Payment URL of order ${withUrl.order_id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment URL' });
    await expect(dialog.getByRole('link', { name: withUrl.payment_url ?? '' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await search.fill(withoutUrl.order_id);
    await expect(page.getByText(`Showing 1 of ${payments.length} payments`)).toBeVisible();
    await expect(page.getByRole('row').nth(1).getByText('No URL')).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Payment URL of order ${withoutUrl.order_id}` }),
    ).toHaveCount(0);
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
  // Six full-page axe scans: more than one journey's time.
  test.setTimeout(180_000);
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

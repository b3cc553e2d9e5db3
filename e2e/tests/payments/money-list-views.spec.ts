import { expect, test } from '@playwright/test';
import { openAdmin } from '../support/sign-in';
import { expectViewSurvivesReloadAndExports } from './list-view-helpers';

// Each money screen reads the API's list engine: its sort and filters live in the URL, so a
// reload shows the same view, and its CSV is the server's export of that view.

test('withdrawals: sort and status filter survive a reload; CSV is the server export', async ({
  page,
}) => {
  await openAdmin(page, '/withdrawal');
  await expect(page.getByRole('table', { name: 'Withdrawal requests' })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Pending' });
  await expectViewSurvivesReloadAndExports(page, {
    api: '/api/withdrawals',
    table: 'Withdrawal requests',
    sortColumn: 'Amount',
    sortKey: 'amount',
    filter: { status: 'pending' },
    expectFilterShown: () => expect(status).toHaveValue('pending'),
  });
});

test('crypto payments: sort and network filter survive a reload; CSV is the server export', async ({
  page,
}) => {
  await openAdmin(page, '/crypto-pay');
  await expect(page.getByRole('table', { name: 'Crypto payments' })).toBeVisible();
  const network = page.getByRole('combobox', { name: 'Network' });
  await network.selectOption({ label: 'TRON' });
  await expectViewSurvivesReloadAndExports(page, {
    api: '/api/crypto-payments',
    table: 'Crypto payments',
    sortColumn: 'Amount',
    sortKey: 'amount',
    filter: { network: 'TRON' },
    expectFilterShown: () => expect(network).toHaveValue('TRON'),
  });
});

test('wallet: sort and method filter survive a reload; CSV is the server export', async ({
  page,
}) => {
  await openAdmin(page, '/payment');
  await expect(page.getByRole('table', { name: 'Wallet transactions' })).toBeVisible();
  const method = page.getByRole('combobox', { name: 'Method' });
  await method.selectOption({ label: 'QR Scanner' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expectViewSurvivesReloadAndExports(page, {
    api: '/api/wallet',
    table: 'Wallet transactions',
    sortColumn: 'Amount',
    sortKey: 'amount',
    filter: { method: 'SCANNER' },
    expectFilterShown: () => expect(method).toHaveValue('SCANNER'),
  });
});

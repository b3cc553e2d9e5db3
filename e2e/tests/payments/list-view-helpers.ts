import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/**
 * A money list's view (filters and sort) is the URL's and the server's: after a reload the
 * same filter and sort are shown, and Export CSV downloads exactly what the API's export of
 * that view answers (the browser no longer holds every row; decision 028).
 */
export async function expectViewSurvivesReloadAndExports(
  page: Page,
  options: {
    /** The list's API path, e.g. '/api/withdrawals'. */
    api: string;
    table: string;
    /** The sortable column clicked once (ascending). */
    sortColumn: string;
    sortKey: string;
    /** Checks the filter the test set is shown again after the reload. */
    expectFilterShown: () => Promise<void>;
    /** The filter as the URL and the API query carry it. */
    filter: Record<string, string>;
  },
) {
  const table = page.getByRole('table', { name: options.table });
  const header = table.getByRole('columnheader', { name: new RegExp(`^${options.sortColumn}`) });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const view = { ...options.filter, sort: `${options.sortKey}:asc` };
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(view);

  await page.reload();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await options.expectFilterShown();

  const exported = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(`${options.api}/export.csv`),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const sent = new URL((await exported).url()).searchParams;
  expect(Object.fromEntries(sent)).toEqual(view);
  const file = await fs.readFile(await (await download).path(), 'utf8');
  const server = await page.request.get(`${options.api}/export.csv?${sent.toString()}`);
  expect(server.ok()).toBe(true);
  expect(file).toBe(await server.text());
  expect(file.split('\r\n').length).toBeGreaterThan(1);
}

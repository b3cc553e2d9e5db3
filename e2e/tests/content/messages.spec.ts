import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { waitForHydration } from '../support/hydration';
import { openAdmin } from '../support/sign-in';

/**
 * A visitor's message from /contact reaches the admins' Messages screen: the sidebar counts it,
 * it is listed unread on top, opening it marks it read, and it can be handled and deleted.
 */
test('contact message: a visitor sends it, an admin reads, handles and deletes it', async ({
  browser,
  page,
}) => {
  // A visitor's browser context, an axe scan and five actions: more than one journey's time.
  test.setTimeout(120_000);
  const text = `Outage report ${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const site = await visitor.newPage();
  await site.goto('/contact');
  await waitForHydration(site);
  await site.getByLabel('Name').fill('Meera Joshi');
  await site.getByLabel('Email').fill('meera@example.com');
  await site.getByLabel('Message').fill(text);
  await site.getByRole('button', { name: 'Send Message' }).click();
  await expect(site.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await visitor.close();

  await openAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const entry = nav.getByRole('link', { name: /^Messages \d+ unread$/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(text);
  await expect(firstRow).toContainText('Unread');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page.getByText('Showing 1 of')).toBeVisible();
  await page.getByRole('button', { name: 'Open message from Meera Joshi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message from Meera Joshi' });
  await expect(dialog.getByText(text)).toBeVisible();
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:meera%40example\.com\?subject=/,
  );

  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(dialog.getByText('Handled', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('delete the message from Meera Joshi');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No messages match these filters')).toBeVisible();
  // Opening it marked it read, and deleting it leaves the sidebar on the server's unread count.
  // The public journeys send contact messages meanwhile, so the count is read, not computed.
  const messagesLink = nav.getByRole('link', { name: /^Messages/ });
  await expect
    .poll(async () => {
      const shown = Number(/\d+/.exec((await messagesLink.textContent()) ?? '')?.[0] ?? 0);
      return shown === (await unreadOnServer(page));
    })
    .toBe(true);
});

async function unreadOnServer(page: Page): Promise<number> {
  const response = await page.request.get('/api/events/counts');
  const body = (await response.json()) as { data: { unreadMessages: number | null } };
  return body.data.unreadMessages ?? 0;
}

import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { openAdmin } from '../support/sign-in';

/** A visitor's message reaches the open Messages screen and the sidebar count live (dec. 016). */
test('a contact message sent from the public page appears in the open inbox', async ({
  browser,
  page,
}) => {
  const text = `Live inbox ${Date.now().toString(36)}`;
  await openAdmin(page, '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const entry = nav.getByRole('link', { name: /^Messages/ });
  const unread = async () => Number(/\d+/.exec((await entry.innerText()) ?? '')?.[0] ?? 0);
  const before = await unread();

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const site = await visitor.newPage();
  await site.goto('/contact');
  await waitForHydration(site);
  await site.getByLabel('Name').fill('Live Visitor');
  await site.getByLabel('Email').fill('live@example.com');
  await site.getByLabel('Message').fill(text);
  await site.getByRole('button', { name: 'Send Message' }).click();
  await expect(site.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await visitor.close();

  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Unread');
  await expect.poll(unread).toBe(before + 1);
});

import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../../mfe-public/src/common/site';
import { seriousViolations } from '../support/axe';
import { waitForHydration } from '../support/hydration';

const PUBLIC_PATHS = PUBLIC_PAGES.map((page) => page.path);

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server-rendered page shows before React takes it over; forms work only after that.
  await waitForHydration(page);
}

test.describe('accessibility of the public pages', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await openPage(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the landing contact form stays accessible after sending and after a failure', async ({
    page,
  }) => {
    await openPage(page, '/#contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    const fill = async () => {
      await form.getByLabel('Name').fill('Asha');
      await form.getByLabel('Email').fill('asha@example.com');
      await form.getByLabel('Message').fill('Hello');
    };
    await fill();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sent Successfully' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: {} }));
    await fill();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/contact stays accessible once it has thanked the visitor', async ({ page }) => {
    await openPage(page, '/contact');
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('accessibility of the public pages on a 360 px phone, menu open', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of PUBLIC_PATHS) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await openPage(page, path);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

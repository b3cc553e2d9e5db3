import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES as SITE_PAGES, SITE_TAGLINE } from '../../../mfe-public/src/common/site';
import { waitForHydration } from '../support/hydration';

/** The h1 of each public page (the pages and their footer labels come from mfe-public). */
const HEADINGS: Record<string, string | RegExp> = {
  '/': new RegExp(SITE_TAGLINE),
  '/about-us': 'About Us',
  '/app-instruction': 'App Instructions',
  '/privacy-policy': 'Privacy Policy',
  '/terms-and-conditions': 'Terms & Conditions',
  '/refund-policy': 'Refund Policy',
  '/aml-policy': 'AML/KYC Policy',
  '/contact': 'Contact Us',
};
const PUBLIC_PAGES = SITE_PAGES.map(({ path, label }) => {
  const heading = HEADINGS[path];
  if (!heading) throw new Error(`No heading known for the public page ${path}`);
  return { path, footer: label, heading };
});

test.describe('public routes', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} renders from mfe-public with no sidebar or top bar and no login`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
      await expect(page.getByText('This section is unavailable')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('the footer leads to every public page, each opening at its top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Visit them in a loop that ends back on the landing page.
    for (const { path, footer, heading } of [...PUBLIC_PAGES.slice(1), PUBLIC_PAGES[0]!]) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: footer, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('the policies carry the spec constants', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByText('There are no refunds for subscriptions.')).toBeVisible();
    await expect(page.getByText(/technical outage[^.]*within 48 hours/)).toBeVisible();
    await expect(page.getByText('Effective date: October 2025')).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByText(/not meant for children under 13 years of age/)).toBeVisible();
    await page.goto('/terms-and-conditions');
    await expect(page.getByText('Effective date: December 2024')).toBeVisible();
  });

  test('/app-instruction walks through install, sign-up, OTP and activation', async ({ page }) => {
    await page.goto('/app-instruction');
    for (const field of ['Full name', 'Date of birth', 'Country', 'Phone number', 'Gender']) {
      await expect(page.getByRole('listitem').filter({ hasText: field })).toBeVisible();
    }
    await expect(page.getByText(/one-time password \(OTP\)/)).toBeVisible();
    await expect(page.getByText(/activates each new account manually/)).toBeVisible();
    await expect(page.getByRole('link', { name: /get the app from the store/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });
  test('/contact sends the message to the API, then thanks the visitor and clears', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Message').fill('Hello there');
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    for (const label of ['Name', 'Email', 'Message']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
  });
});

test.describe('public routes on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

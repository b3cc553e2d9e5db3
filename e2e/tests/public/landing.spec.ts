import { expect, test, type Page } from '@playwright/test';
import { PLAN_PERIOD, PLANS } from '../../../mfe-public/src/features/landing/plans';
import { waitForHydration } from '../support/hydration';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Scrolls the window so the section's top sits `offset` px below the viewport's top. */
async function scrollSectionTo(page: Page, id: string, offset: number) {
  await page.evaluate(
    ([sectionId, px]) => {
      const section = document.getElementById(sectionId);
      if (!section) throw new Error(`No section #${sectionId}`);
      window.scrollTo({ top: window.scrollY + section.getBoundingClientRect().top - px });
    },
    [id, offset] as const,
  );
}

test.describe('landing page', () => {
  test('the landing page lists the nine plans, each /45 days; only paid plans can be bought', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.getByRole('list', { name: 'Plans' }).getByRole('listitem');
    await expect(cards).toHaveCount(9);
    for (const [index, { name, price, free }] of PLANS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByText(PLAN_PERIOD)).toBeVisible();
      await expect(card.getByRole('link', { name: /Buy with Crypto/ })).toHaveCount(free ? 0 : 1);
    }
  });

  test('the landing page has its features, testimonials and legal disclaimer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Features' })).toBeAttached();
    await expect(
      page.getByRole('heading', { level: 2, name: 'What our members say' }),
    ).toBeAttached();
    const disclaimer = page.getByRole('region', { name: 'Legal disclaimer' });
    await expect(disclaimer).toContainText('not a salary, an investment or a guaranteed income');
    await disclaimer.getByRole('link', { name: 'AML/KYC Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'AML/KYC Policy' })).toBeVisible();
    await expect(page.getByText('Effective date: December 2024')).toBeVisible();
  });

  test('the top navigation highlights the section in view (offset 100 px)', async ({ page }) => {
    await page.goto('/');
    const current = mainNav(page).locator('[aria-current="true"]');
    await expect(current).toHaveText('Home');

    // Either side of the 100 px line, with a pixel of slack for sub-pixel layout.
    await scrollSectionTo(page, 'features', 98);
    await expect(current).toHaveText('Features');
    await scrollSectionTo(page, 'pricing', 102);
    await expect(current).toHaveText('Features');
    await scrollSectionTo(page, 'pricing', 98);
    await expect(current).toHaveText('Pricing');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(current).toHaveText('Contact');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(current).toHaveText('Home');
  });

  test('a section link on the landing page scrolls to that section', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.getByRole('heading', { name: 'What our members say' })).toBeInViewport();
    await expect(mainNav(page).getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a section link from another page goes to / and then scrolls to the section', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'Pricing' }).click();

    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeInViewport();
    await expect(mainNav(page).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Focus follows, so the next Tab continues inside the section.
    await expect(page.locator('#pricing')).toBeFocused();
  });

  test('opening /#contact directly scrolls to the contact form', async ({ page }) => {
    await page.goto('/#contact');
    await expect(page.getByRole('form', { name: 'Contact us' })).toBeInViewport();
  });
});

test.describe('landing contact form', () => {
  test("the landing contact form sends to the API, says 'Sent Successfully' and clears", async ({
    page,
  }) => {
    await page.goto('/#contact');
    // Served as HTML: before hydration the form would submit natively.
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Message').fill('How do I upgrade to Gold 1?');
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).ok()).toBe(true);
    await expect(form.getByRole('button', { name: 'Sent Successfully' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
  });

  test("the landing contact form shows 'Sending...' then 'Try Again' when the server fails", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    });
    await page.goto('/#contact');
    // Served as HTML: before hydration the form would submit natively.
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Asha');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(form.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });

  test('the browser requires every contact field and a valid email', async ({ page }) => {
    await page.goto('/#contact');
    // Served as HTML: before hydration the form would submit natively.
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Asha');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await form
        .getByLabel('Email')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { LANDING_SECTIONS } from '../../../mfe-public/src/common/site';
import { waitForHydration } from '../support/hydration';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('top navigation on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Menu button opens the section links, Escape closes them', async ({ page }) => {
    await page.goto('/about-us');
    // The server-rendered button opens the menu once React has taken the page over.
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = mainNav(page);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('id', (await menuButton.getAttribute('aria-controls'))!);
    await expect(menu.getByRole('link')).toHaveText(
      LANDING_SECTIONS.map((section) => section.label),
    );
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a section link in the menu goes to / and scrolls to it, closing the menu', async ({
    page,
  }) => {
    await page.goto('/refund-policy');
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await mainNav(page).getByRole('link', { name: 'Testimonials' }).click();

    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.getByRole('heading', { name: 'What our members say' })).toBeInViewport();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(mainNav(page).getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@rewards/shared/router';
import { renderWithProviders } from '@rewards/shared/testing';
import ContactPage from './contact-page';
import { MOBILE_MENU_ID } from '../common/mobile-menu';
import { LANDING_SECTIONS } from '../common/site';
import { mobileMenu } from '../test-fixtures';

function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Location">{`${pathname}${hash}`}</output>;
}

function renderContactPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ContactPage />
      <LocationProbe />
    </>,
    { route: '/contact' },
  );
  return { user, toggle: screen.getByRole('button', { name: 'Menu' }) };
}

describe('mobile menu (top navigation on phones)', () => {
  it('starts closed: the button controls a hidden panel', () => {
    const { toggle } = renderContactPage();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', MOBILE_MENU_ID);
    expect(mobileMenu()).not.toBeVisible();
  });

  it('opens with a click, showing every section link, and moves focus to the first', async () => {
    const { user, toggle } = renderContactPage();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(menu).toHaveAttribute('id', MOBILE_MENU_ID);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(LANDING_SECTIONS.map((section) => section.label));
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const { user, toggle } = renderContactPage();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('closes when the button is pressed again', async () => {
    const { user, toggle } = renderContactPage();
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes once a section link is followed, which leads to that section of /', async () => {
    const { user, toggle } = renderContactPage();
    await user.click(toggle);
    await user.click(within(mobileMenu()).getByRole('link', { name: 'Features' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/#features');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a tap outside the menu, leaving focus where the visitor put it', async () => {
    const { user, toggle } = renderContactPage();
    await user.click(toggle);
    await user.click(screen.getByRole('heading', { level: 1, name: 'Contact Us' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('stays open while the visitor taps inside it', async () => {
    const { user, toggle } = renderContactPage();
    await user.click(toggle);
    await user.click(mobileMenu());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores Escape while closed', async () => {
    const { user, toggle } = renderContactPage();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveFocus();
  });
});

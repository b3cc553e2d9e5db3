import { within } from '@testing-library/react';
import { MOBILE_MENU_ID } from '../components/mobile-menu';

/**
 * The header's inline section navigation. jsdom applies no media queries, so this `md`-and-up
 * nav counts as hidden there (as on a phone) and role queries need `hidden: true`.
 */
export function inlineNav(): HTMLElement {
  const nav = document.querySelector<HTMLElement>(`header nav:not(#${MOBILE_MENU_ID})`);
  if (!nav) throw new Error('The header has no inline navigation');
  return nav;
}

export function mobileMenu(): HTMLElement {
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (!menu) throw new Error('The header has no mobile menu');
  return menu;
}

/** Labels of the section links marked as the section in view. */
export function highlightedLinks(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent ?? '');
}

/** mfe-public's test data and page helpers (the one fixtures file of this remote). */
import { within } from '@testing-library/react';
import type { ContactMessage, SuccessMessage } from '@rewards/contract';
import { MOBILE_MENU_ID } from './common/mobile-menu';

/** What a visitor types into the landing page's contact form. */
export const contactMessage: ContactMessage = {
  name: 'Asha',
  email: 'asha@example.com',
  message: 'Hello',
};

/** The API's answer to POST /contact. */
export const contactSent: SuccessMessage = { success: true, message: 'Message received' };

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

/**
 * Checks the page's outline: it starts at one h1 and never skips a level on the way down
 * (h1 -> h3 would leave screen-reader users guessing what sits between).
 */
export function expectHeadingsInOrder(root: ParentNode = document.body) {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
  expect(skips).toEqual([]);
}

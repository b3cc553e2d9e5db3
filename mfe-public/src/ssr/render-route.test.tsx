/** @jest-environment node */
import { ROUTES } from '@rewards/contract/routes';
import { PLANS } from '../features/landing/plans';
import { PAGES } from '../routes';
import { renderRoute } from './render-route';

describe('a public page rendered at build time', () => {
  // Node, as at build time: in a DOM emotion writes the styles into the document instead.
  it('holds the landing content, its critical CSS, title and description', () => {
    const page = renderRoute(ROUTES.landing.path, PAGES.LandingPage);
    expect(page.html).toMatch(/<h1 id="home-heading"[^>]*>Learn, earn and grow/);
    for (const plan of PLANS) expect(page.html).toContain(`>${plan.name}</h3>`);
    expect(page.html).not.toContain('<style');
    expect(page.styles).toMatch(/^<style data-emotion="css-global /);
    expect(page.title).toBe('Rewards | Learn, earn and grow');
    expect(page.description).toMatch(/rewards/i);
  });

  it('takes its title from the page', () => {
    expect(renderRoute(ROUTES.terms.path, PAGES.TermsPage).title).toBe(
      'Terms & Conditions | Rewards',
    );
  });
});

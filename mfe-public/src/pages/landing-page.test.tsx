import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import { LANDING_SECTIONS, PUBLIC_PAGES } from '../common/site';
import { PLAN_PERIOD, PLANS } from '../features/landing/plans';
import { inlineNav } from '../test-fixtures';
import LandingPage from './landing-page';

describe('LandingPage', () => {
  it('has the six sections, one h1 and an h2 per section', () => {
    const { container } = renderWithProviders(<LandingPage />);
    const ids = [...container.querySelectorAll('section[id]')].map((section) => section.id);
    expect(ids).toEqual(LANDING_SECTIONS.map((section) => section.id));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ids.slice(1)) {
      const heading = container.querySelector(`#${id} h2`);
      expect(heading).not.toBeNull();
    }
  });

  it('lists the nine plans, each /45 days; only paid plans offer Buy with Crypto', () => {
    renderWithProviders(<LandingPage />);
    const plans = within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem');
    expect(plans).toHaveLength(PLANS.length);
    plans.forEach((card, index) => {
      const { name, price, free } = PLANS[index] ?? { name: '', price: '', free: true };
      const plan = within(card);
      expect(plan.getByRole('heading', { level: 3 })).toHaveTextContent(name);
      expect(plan.getByText(price)).toBeInTheDocument();
      expect(plan.getByText(PLAN_PERIOD)).toBeInTheDocument();
      const buy = plan.queryByRole('link', { name: /Buy with Crypto/ });
      if (free) expect(buy).toBeNull();
      else expect(buy).toHaveAccessibleName(`Buy with Crypto (${name} plan)`);
    });
  });

  it('has header, main and footer landmarks, with a footer link to every public page', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    const targets = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(PUBLIC_PAGES.map((page) => page.path));
    const sections = within(inlineNav()).getAllByRole('link', { hidden: true });
    expect(sections.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      LANDING_SECTIONS.map(({ id, label }) => [label, `/#${id}`]),
    );
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import { inlineNav } from '../test-support/navigation';
import LandingPage from './landing-page';

beforeEach(() => jest.restoreAllMocks());

const PLAN_PRICES = [
  ['Bronze', 'Free'],
  ['Silver', '$60'],
  ['Gold 1', '$100'],
  ['Gold 2', '$200'],
  ['Premium 1', '$500'],
  ['Premium 2', '$1,000'],
  ['Premium 3', '$2000'],
  ['Premium 4', '$5000'],
  ['Premium 5', '$10,000'],
];

describe('LandingPage', () => {
  it('has the six sections, one h1 and an h2 per section', () => {
    const { container } = renderWithProviders(<LandingPage />);
    const ids = [...container.querySelectorAll('section[id]')].map((section) => section.id);
    expect(ids).toEqual(['home', 'about', 'features', 'pricing', 'testimonials', 'contact']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ids.slice(1)) {
      const heading = container.querySelector(`#${id} h2`);
      expect(heading).not.toBeNull();
    }
  });

  it('lists the nine plans, each /45 days; only paid plans offer Buy with Crypto', () => {
    renderWithProviders(<LandingPage />);
    const plans = within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem');
    expect(plans).toHaveLength(9);
    plans.forEach((card, index) => {
      const [name, price] = PLAN_PRICES[index] ?? [];
      const plan = within(card);
      expect(plan.getByRole('heading', { level: 3 })).toHaveTextContent(name ?? '');
      expect(plan.getByText(price ?? '')).toBeInTheDocument();
      expect(plan.getByText('/45 days')).toBeInTheDocument();
      const buy = plan.queryByRole('link', { name: /Buy with Crypto/ });
      if (name === 'Bronze') expect(buy).toBeNull();
      else expect(buy).toHaveAccessibleName(`Buy with Crypto (${name} plan)`);
    });
  });

  it('has header, main and footer landmarks, with a footer link to every public page', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    const targets = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual([
      '/',
      '/about-us',
      '/app-instruction',
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-policy',
      '/aml-policy',
      '/contact',
    ]);
    const sections = within(inlineNav()).getAllByRole('link', { hidden: true });
    expect(sections.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/#home'],
      ['About', '/#about'],
      ['Features', '/#features'],
      ['Pricing', '/#pricing'],
      ['Testimonials', '/#testimonials'],
      ['Contact', '/#contact'],
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
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
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
  });
});

describe('Landing contact form', () => {
  async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
    const form = within(screen.getByRole('form', { name: 'Contact us' }));
    await user.type(form.getByLabelText(/Name/), 'Asha');
    await user.type(form.getByLabelText(/Email/), 'asha@example.com');
    await user.type(form.getByLabelText(/Message/), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    return form;
  }

  it("posts the message, shows 'Sending...' then 'Sent Successfully' and clears", async () => {
    let resolve: (value: unknown) => void = () => {};
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);

    const form = await fillAndSend(user);
    expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith('/contact', {
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Hello',
    });
    resolve({ data: { success: true } });
    expect(await form.findByRole('button', { name: 'Sent Successfully' })).toBeInTheDocument();
    expect(form.getByLabelText(/Name/)).toHaveValue('');
    expect(form.getByLabelText(/Message/)).toHaveValue('');
  });

  it("shows 'Try Again' and keeps the text when sending fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('down'));
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);

    const form = await fillAndSend(user);
    expect(await form.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(form.getByLabelText(/Message/)).toHaveValue('Hello');
  });

  it('leaves an empty form to the browser: required fields, email type, nothing sent', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);

    const form = within(screen.getByRole('form', { name: 'Contact us' }));
    expect(form.getByLabelText(/Name/)).toBeRequired();
    expect(form.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(form.getByLabelText(/Message/)).toBeRequired();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(post).not.toHaveBeenCalled();
  });
});

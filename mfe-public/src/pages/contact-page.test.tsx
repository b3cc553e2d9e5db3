import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import ContactPage from './contact-page';

let afterTest = () => {};

afterEach(() => {
  jest.restoreAllMocks();
  afterTest();
  afterTest = () => {};
});

describe('ContactPage (/contact)', () => {
  it('thanks the visitor and clears the form without any network call', async () => {
    const post = jest.spyOn(apiClient, 'post');
    // Whatever the client, a request would open an XMLHttpRequest or call fetch.
    const xhr = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const fetchCall = jest.fn();
    const originalFetch = globalThis.fetch;
    Object.assign(globalThis, { fetch: fetchCall });
    afterTest = () => Object.assign(globalThis, { fetch: originalFetch });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'Ravi');
    await user.type(screen.getByLabelText(/Email/), 'ravi@example.com');
    await user.type(screen.getByLabelText(/Message/), 'When does my plan start?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    expect(post).not.toHaveBeenCalled();
    expect(xhr).not.toHaveBeenCalled();
    expect(fetchCall).not.toHaveBeenCalled();
  });

  it('hides the thanks again once the visitor starts a new message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await user.type(screen.getByLabelText(/Name/), 'Ravi');
    await user.type(screen.getByLabelText(/Email/), 'ravi@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'R');
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
  });

  it('does not thank anyone for an empty form (all three fields are required)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    expect(screen.getByLabelText(/Name/)).toBeRequired();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Message/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuccessMessage } from '@rewards/contract';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { contactSent } from '../test-fixtures';
import ContactPage from './contact-page';

describe('ContactPage (/contact)', () => {
  it('thanks the visitor and clears the form without any network call', async () => {
    // The endpoint the landing page's form sends to is answered (and so recorded), so a
    // message sent from here too would show in the requests.
    mockApi.post<SuccessMessage>('/contact', contactSent);
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
    expect(mockApi.requests()).toEqual([]);
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

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuccessMessage } from '@rewards/contract';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { contactMessage, contactSent } from '../test-fixtures';
import ContactPage from './contact-page';

afterEach(() => jest.restoreAllMocks());

const sentBodies = () => mockApi.requestsTo('post', '/contact').map((request) => request.body);

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<ContactPage />, { route: '/contact' });
  // Pasted, not typed key by key: the same change events, without 5 s of typing on a busy machine.
  const fill = async () => {
    for (const [label, text] of [
      [/^Name/, contactMessage.name],
      [/^Email/, contactMessage.email],
      [/^Message/, contactMessage.message],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
  };
  return { user, fill };
}

describe('ContactPage (/contact)', () => {
  it('sends the message to the API, then thanks the visitor and clears the form', async () => {
    mockApi.post<SuccessMessage>('/contact', contactSent);
    const { user, fill } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your message has been sent.',
    );
    expect(sentBodies()).toEqual([contactMessage]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('says the message was not sent and keeps the text when the API refuses it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi.fail('post', '/contact', 429, 'Too many requests');
    const { user, fill } = renderPage();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again.',
    );
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue(contactMessage.message);
  });

  it('hides the thanks again once the visitor starts a new message', async () => {
    mockApi.post<SuccessMessage>('/contact', contactSent);
    const { user, fill } = renderPage();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Thank you! Your message has been sent.');
    await user.type(screen.getByLabelText(/^Name/), 'R');
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
  });

  it('sends the honeypot only when a bot filled it; people cannot reach it', async () => {
    mockApi.post<SuccessMessage>('/contact', contactSent);
    const { user, fill } = renderPage();
    const honeypot = screen.getByLabelText(/Website/);
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fill();
    fireEvent.change(honeypot, { target: { value: 'https://spam.test' } });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(sentBodies()).toEqual([{ ...contactMessage, website: 'https://spam.test' }]),
    );
  });

  it('sends nothing for an empty form (all three fields are required)', async () => {
    const { user } = renderPage();
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Message/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(mockApi.requests()).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuccessMessage } from '@rewards/contract';
import { deferred, mockApi, renderWithProviders } from '@rewards/shared/testing';
import { contactMessage, contactSent } from '../test-fixtures';
import LandingPage from './landing-page';

afterEach(() => jest.restoreAllMocks());

const sentBodies = () => mockApi.requestsTo('post', '/contact').map((request) => request.body);

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<LandingPage />);
  const form = within(screen.getByRole('form', { name: 'Contact us' }));
  const fill = async () => {
    await user.type(form.getByLabelText(/Name/), contactMessage.name);
    await user.type(form.getByLabelText(/Email/), contactMessage.email);
    await user.type(form.getByLabelText(/Message/), contactMessage.message);
  };
  return { user, form, fill };
}

describe('landing contact form: idle, sending, success, error', () => {
  it("idle: three required, labelled fields and a 'Send Message' button", () => {
    const { form } = renderForm();
    expect(form.getByLabelText(/Name/)).toBeRequired();
    expect(form.getByLabelText(/Email/)).toBeRequired();
    expect(form.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(form.getByLabelText(/Message/)).toBeRequired();
    expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("sending: 'Sending...' on a disabled button, fields locked, one POST /contact", async () => {
    const answer = deferred<void>();
    mockApi.post<SuccessMessage>('/contact', contactSent, { until: answer.promise });
    const { user, form, fill } = renderForm();
    await fill();
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(form.getByLabelText(/Message/)).toBeDisabled();
    await waitFor(() => expect(sentBodies()).toEqual([contactMessage]));
    answer.resolve();
    await form.findByRole('button', { name: 'Sent Successfully' });
  });

  it("success: 'Sent Successfully' and every field cleared", async () => {
    mockApi.post<SuccessMessage>('/contact', contactSent);
    const { user, form, fill } = renderForm();
    await fill();
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findByRole('button', { name: 'Sent Successfully' })).toBeEnabled();
    for (const label of [/Name/, /Email/, /Message/]) {
      expect(form.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByText('Your message has been sent.')).toBeInTheDocument();
  });

  it("error: 'Try Again' keeps the text, and trying again can succeed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('post', '/contact', 429, 'Too many requests, please try again in 1 minute');
    const { user, form, fill } = renderForm();
    await fill();
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    const tryAgain = await form.findByRole('button', { name: 'Try Again' });
    expect(form.getByLabelText(/Message/)).toHaveValue(contactMessage.message);
    const answer = deferred<void>();
    mockApi.post<SuccessMessage>('/contact', contactSent, { until: answer.promise });
    await user.click(tryAgain);
    expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve();
    expect(await form.findByRole('button', { name: 'Sent Successfully' })).toBeInTheDocument();
    expect(sentBodies()).toEqual([contactMessage, contactMessage]);
  });

  it('leaves an empty form to the browser: nothing is sent', async () => {
    // Answered, so a request would be recorded rather than only logged as unhandled.
    mockApi.post<SuccessMessage>('/contact', contactSent);
    const { user, form } = renderForm();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(mockApi.requests()).toEqual([]);
    expect(form.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('typing a new message after a success starts over at Send Message', async () => {
    mockApi.post<SuccessMessage>('/contact', contactSent);
    const { user, form, fill } = renderForm();
    await fill();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    await form.findByRole('button', { name: 'Sent Successfully' });
    await user.type(form.getByLabelText(/Name/), 'R');
    expect(form.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

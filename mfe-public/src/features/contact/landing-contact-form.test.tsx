import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import LandingPage from '../../pages/landing-page';

afterEach(() => jest.restoreAllMocks());

/** The server's answer, held until the test releases it. */
function deferredPost() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const post = jest
    .spyOn(apiClient, 'post')
    .mockImplementation(() => new Promise((resolve, reject) => (settle = { resolve, reject })));
  return { post, settle: () => settle };
}

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<LandingPage />);
  const form = within(screen.getByRole('form', { name: 'Contact us' }));
  const fill = async () => {
    await user.type(form.getByLabelText(/Name/), 'Asha');
    await user.type(form.getByLabelText(/Email/), 'asha@example.com');
    await user.type(form.getByLabelText(/Message/), 'Hello');
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
    const { post } = deferredPost();
    const { user, form, fill } = renderForm();
    await fill();
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(form.getByLabelText(/Message/)).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/contact', {
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Hello',
    });
  });

  it("success: 'Sent Successfully' and every field cleared", async () => {
    const { settle } = deferredPost();
    const { user, form, fill } = renderForm();
    await fill();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    settle().resolve({ data: { success: true } });

    expect(await form.findByRole('button', { name: 'Sent Successfully' })).toBeEnabled();
    for (const label of [/Name/, /Email/, /Message/]) {
      expect(form.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByText('Your message has been sent.')).toBeInTheDocument();
  });

  it("error: 'Try Again' keeps the text, and trying again can succeed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { post, settle } = deferredPost();
    const { user, form, fill } = renderForm();
    await fill();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    settle().reject(new Error('Network Error'));

    await user.click(await form.findByRole('button', { name: 'Try Again' }));
    expect(form.getByLabelText(/Message/)).toHaveValue('Hello');
    expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    settle().resolve({ data: { success: true } });
    expect(await form.findByRole('button', { name: 'Sent Successfully' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('leaves an empty form to the browser: nothing is sent', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user, form } = renderForm();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(post).not.toHaveBeenCalled();
    expect(form.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('typing a new message after a success starts over at Send Message', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true } });
    const { user, form, fill } = renderForm();
    await fill();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    await form.findByRole('button', { name: 'Sent Successfully' });
    await user.type(form.getByLabelText(/Name/), 'R');
    expect(form.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

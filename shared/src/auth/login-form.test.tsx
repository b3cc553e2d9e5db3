import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminResponse } from '@rewards/contract';
import { makeAdmin, mockApi, renderWithProviders } from '@rewards/shared/testing';
import { FACTOR_CODE_REQUIRED } from '@rewards/contract/limits';
import { LoginForm } from './login-form';

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/Email/), email);
  if (password) await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows the default credentials it is given', () => {
    renderWithProviders(
      <LoginForm
        hint={{ email: 'admin@rewards.test', password: 'Admin@123', others: [] }}
        onSignedIn={jest.fn()}
      />,
    );
    expect(screen.getByTestId('login-hint')).toHaveTextContent('admin@rewards.test / Admin@123');
  });

  it('starts with the cursor in the email field', () => {
    renderWithProviders(<LoginForm hint={null} onSignedIn={jest.fn()} />);
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it('requires both fields and a valid email before calling the server', async () => {
    renderWithProviders(<LoginForm hint={null} onSignedIn={jest.fn()} />);
    await fillAndSubmit('', '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await fillAndSubmit('nope', 'secret');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(mockApi.requests()).toEqual([]);
  });

  it("says 'Invalid email or password' when the server refuses", async () => {
    mockApi.fail('post', '/admin/login', 401, 'Invalid email or password');
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm hint={null} onSignedIn={onSignedIn} />);
    await fillAndSubmit('admin@rewards.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('hands the signed-in admin to the caller', async () => {
    const admin = makeAdmin('owner');
    mockApi.post<AdminResponse>('/admin/login', { success: true, admin });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm hint={null} onSignedIn={onSignedIn} />);
    await fillAndSubmit(' admin@rewards.test ', 'Admin@123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(admin));
    expect(mockApi.requestsTo('post', '/admin/login').map((request) => request.body)).toEqual([
      { email: 'admin@rewards.test', password: 'Admin@123' },
    ]);
  });

  describe('with an authenticator app', () => {
    const codeRequired = {
      success: false,
      message: 'Enter a code from your authenticator app, or use a passkey',
      reason: FACTOR_CODE_REQUIRED,
    };

    it('asks for the code after the password and sends all three together', async () => {
      const admin = makeAdmin('finance');
      mockApi.post('/admin/login', codeRequired, { status: 401 });
      const onSignedIn = jest.fn();
      renderWithProviders(<LoginForm hint={null} onSignedIn={onSignedIn} />);
      await fillAndSubmit('finance@rewards.test', 'Admin@123');
      const code = await screen.findByLabelText(/Authenticator code/);
      expect(code).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.type(code, '12345');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(/or a recovery code like ABCDE-FGHJK/)).toBeInTheDocument();
      expect(mockApi.requestsTo('post', '/admin/login')).toHaveLength(1);
      await userEvent.type(code, '6');
      mockApi.post<AdminResponse>('/admin/login', { success: true, admin });
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(admin));
      expect(mockApi.requestsTo('post', '/admin/login').map((r) => r.body)).toEqual([
        { email: 'finance@rewards.test', password: 'Admin@123' },
        { email: 'finance@rewards.test', password: 'Admin@123', code: '123456' },
      ]);
    });

    it('says one thing for a wrong code or password, and Back returns to the password', async () => {
      mockApi.post('/admin/login', codeRequired, { status: 401 });
      renderWithProviders(<LoginForm hint={null} onSignedIn={jest.fn()} />);
      await fillAndSubmit('finance@rewards.test', 'Admin@123');
      const code = await screen.findByLabelText(/Authenticator code/);
      mockApi.fail('post', '/admin/login', 401, 'Invalid email, password or code');
      await userEvent.type(code, 'abcde-fghjk');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email, password or code');
      expect(code).toHaveValue('');
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByLabelText(/Password/)).toHaveValue('');
      expect(screen.getByLabelText(/Email/)).toHaveValue('finance@rewards.test');
    });
  });
});

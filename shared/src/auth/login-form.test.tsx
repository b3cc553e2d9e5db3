import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import { LoginForm } from './login-form';

afterEach(() => jest.restoreAllMocks());

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/Email/), email);
  if (password) await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows the default credentials it is given', () => {
    renderWithProviders(
      <LoginForm
        hint={{ email: 'admin@rewards.test', password: 'Admin@123' }}
        onSignedIn={jest.fn()}
      />,
    );
    expect(screen.getByTestId('login-hint')).toHaveTextContent('admin@rewards.test / Admin@123');
  });

  it('requires both fields and a valid email before calling the server', async () => {
    const post = jest.spyOn(apiClient, 'post');
    renderWithProviders(<LoginForm hint={null} onSignedIn={jest.fn()} />);
    await fillAndSubmit('', '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await fillAndSubmit('nope', 'secret');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("says 'Invalid email or password' when the server refuses", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('Invalid email or password', 401));
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm hint={null} onSignedIn={onSignedIn} />);
    await fillAndSubmit('admin@rewards.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('hands the signed-in admin to the caller', async () => {
    const admin = { id: 1, email: 'admin@rewards.test', name: 'Admin' };
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, admin } });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm hint={null} onSignedIn={onSignedIn} />);
    await fillAndSubmit(' admin@rewards.test ', 'Admin@123');
    expect(post).toHaveBeenCalledWith('/admin/login', {
      email: 'admin@rewards.test',
      password: 'Admin@123',
    });
    expect(onSignedIn).toHaveBeenCalledWith(admin);
  });
});

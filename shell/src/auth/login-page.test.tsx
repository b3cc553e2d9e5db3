import { screen } from '@testing-library/react';
import { useSessionStore } from '@rewards/shared';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it("names the tab 'Login · Admin Panel', not the admin page left before logout", async () => {
    document.title = 'User Manage · Admin Panel';
    mockApi.fail('get', '/admin/login-hint', 404, 'Not found');
    useSessionStore.getState().signOut();
    renderWithProviders(<LoginPage />, { route: '/login', as: null });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.title).toBe('Login · Admin Panel');
  });
});

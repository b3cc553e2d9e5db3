import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminResponse } from '@rewards/contract';
import { useSessionStore } from '@rewards/shared';
import { makeAdmin, mockApi, renderWithProviders } from '@rewards/shared/testing';
import { LoginPage } from './login-page';

const ssoOff = { success: true, enabled: false, providerName: null };

function renderLogin(route = '/login', sso: object = ssoOff) {
  mockApi.fail('get', '/admin/login-hint', 404, 'Not found');
  mockApi.get('/admin/sso', sso);
  useSessionStore.getState().signOut();
  renderWithProviders(<LoginPage />, { route, as: null });
}

describe('LoginPage', () => {
  it("names the tab 'Login · Admin Panel', not the admin page left before logout", async () => {
    document.title = 'User Manage · Admin Panel';
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.title).toBe('Login · Admin Panel');
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});

// Company sign-in (OpenID Connect): the button, the outcomes it comes back with, the code step.
describe('LoginPage with company sign-in', () => {
  const acme = { success: true, enabled: true, providerName: 'Acme SSO' };

  it('offers "Sign in with <provider>" as a link to the start of the flow', async () => {
    renderLogin('/login', acme);
    const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(link).toHaveAttribute('href', '/api/admin/sso/start');
  });

  it('says why a company sign-in came back, in its own words', async () => {
    renderLogin('/admin?sso=no_account', acme);
    expect(
      await screen.findByText(/No active admin account matches your company email/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('finishes a company sign-in with a code and signs the admin in', async () => {
    const admin = makeAdmin('owner', { email: 'owner@acme.test' });
    mockApi.post<AdminResponse>('/admin/sso/second-step', { success: true, admin });
    renderLogin('/admin?sso=factor', acme);
    await userEvent.type(await screen.findByLabelText(/code/i), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(mockApi.requestsTo('post', '/admin/sso/second-step').map((r) => r.body)).toEqual([
      { code: '123456' },
    ]);
    await waitFor(() => expect(useSessionStore.getState().admin?.email).toBe('owner@acme.test'));
  });

  it("shows the server's refusal of a company sign-in's code", async () => {
    mockApi.fail(
      'post',
      '/admin/sso/second-step',
      401,
      'Your company sign-in has expired: start it again',
    );
    renderLogin('/admin?sso=factor', acme);
    await userEvent.type(await screen.findByLabelText(/code/i), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your company sign-in has expired');
  });
});

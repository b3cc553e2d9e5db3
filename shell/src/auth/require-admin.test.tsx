import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@rewards/shared/router';
import { AppProvider } from '@rewards/shared/ui';
import type { Admin, AdminResponse } from '@rewards/contract';
import { useSessionStore } from '@rewards/shared';
import { makeAdmin, mockApi } from '@rewards/shared/testing';
import { ROUTES } from '@rewards/contract/routes';
import { RequireAdmin } from './require-admin';

function PathProbe() {
  return <p>at {useLocation().pathname}</p>;
}

function LoginProbe() {
  const location = useLocation();
  return <p>login screen, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string, startedCheck?: () => Promise<Admin> | null) {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin" element={<LoginProbe />} />
          <Route
            path="*"
            element={
              <RequireAdmin startedCheck={startedCheck}>
                <>
                  <p>secret admin page</p>
                  <PathProbe />
                </>
              </RequireAdmin>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

afterEach(() => {
  useSessionStore.setState({ status: 'unknown', admin: null, endedBy: null });
});

describe('RequireAdmin', () => {
  it('sends a visitor without a session to /admin, remembering the page asked for', async () => {
    mockApi.fail('get', '/admin/me', 401, 'Not signed in');
    renderAt('/withdrawal?status=pending');
    expect(
      await screen.findByText('login screen, from /withdrawal?status=pending'),
    ).toBeInTheDocument();
    expect(screen.queryByText('secret admin page')).not.toBeInTheDocument();
  });

  it('renders the page when the server confirms the session', async () => {
    mockApi.get<AdminResponse>('/admin/me', {
      success: true,
      admin: makeAdmin('owner', { email: 'a@b.co' }),
    });
    renderAt('/payment');
    expect(await screen.findByText('secret admin page')).toBeInTheDocument();
    expect(useSessionStore.getState().admin?.email).toBe('a@b.co');
  });

  it('holds an admin whose role needs a second factor on settings until it is set up', async () => {
    mockApi.get<AdminResponse>('/admin/me', {
      success: true,
      admin: makeAdmin('finance', { mustEnrolFactor: true }),
    });
    renderAt('/payment');
    expect(await screen.findByText(`at ${ROUTES.settings.path}`)).toBeInTheDocument();
  });

  it('takes over a session check already sent, without asking again', async () => {
    const admin = makeAdmin('owner', { email: 'early@b.co' });
    renderAt('/withdrawal', () => Promise.resolve(admin));
    expect(await screen.findByText('secret admin page')).toBeInTheDocument();
    expect(useSessionStore.getState().admin?.email).toBe('early@b.co');
    expect(mockApi.requestsTo('get', '/admin/me')).toHaveLength(0);
  });

  it('sends a visitor to the login screen when the check already sent was refused', async () => {
    renderAt('/withdrawal', () => Promise.reject(new Error('/api/admin/me answered 401')));
    expect(await screen.findByText('login screen, from /withdrawal')).toBeInTheDocument();
    expect(screen.queryByText('secret admin page')).not.toBeInTheDocument();
  });

  it('asks itself when no check was sent at boot', async () => {
    mockApi.get<AdminResponse>('/admin/me', { success: true, admin: makeAdmin('owner') });
    renderAt('/withdrawal', () => null);
    expect(await screen.findByText('secret admin page')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/admin/me')).toHaveLength(1);
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@rewards/shared/router';
import { AppProvider } from '@rewards/shared/ui';
import type { AdminResponse } from '@rewards/contract';
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

function renderAt(path: string) {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin" element={<LoginProbe />} />
          <Route
            path="*"
            element={
              <RequireAdmin>
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
});

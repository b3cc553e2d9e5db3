import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminAccountResponse,
  AdminListResponse,
  AdminResponse,
  AdminSessionListResponse,
} from '@rewards/contract';
import { useSessionStore } from '@rewards/shared';
import { makeAdmin, mockApi, renderWithProviders } from '@rewards/shared/testing';
import { SettingsPage } from './settings-page';

const session = {
  id: '0123456789abcdef',
  ip: '10.0.0.7',
  userAgent: 'Firefox on Linux',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastSeenAt: '2026-11-22T11:00:00.000Z',
  current: false,
};
const finance = {
  id: 2,
  email: 'finance@rewards.test',
  name: 'Finance Admin',
  role: 'finance' as const,
  disabled: false,
  mustChangePassword: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};

function answerSessions() {
  mockApi.get<AdminSessionListResponse>('/admins/me/sessions', {
    success: true,
    data: [{ ...session, id: 'fedcba9876543210', current: true }, session],
  });
}

describe('SettingsPage', () => {
  it('shows support their sessions and password form, and no admin management', async () => {
    answerSessions();
    renderWithProviders(<SettingsPage />, { as: 'support' });
    expect(await screen.findAllByText(/IP 10\.0\.0\.7/)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin accounts' })).not.toBeInTheDocument();
  });

  it('signs out another session of the admin', async () => {
    answerSessions();
    mockApi.delete('/admins/me/sessions/0123456789abcdef', { success: true });
    renderWithProviders(<SettingsPage />, { as: 'support' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('DELETE', '/admins/me/sessions/0123456789abcdef')).toHaveLength(1),
    );
  });

  it('lets an owner change a role and sends exactly that change', async () => {
    answerSessions();
    mockApi.get<AdminListResponse>('/admins', { success: true, data: [finance] });
    mockApi.patch<AdminAccountResponse>('/admins/2', {
      success: true,
      data: { ...finance, role: 'support' },
    });
    renderWithProviders(<SettingsPage />);
    const list = await screen.findByRole('list', { name: 'Admin accounts' });
    await within(list).findByText('finance@rewards.test');
    await userEvent.selectOptions(
      within(list).getByRole('combobox', { name: 'Role of finance@rewards.test' }),
      'support',
    );
    await waitFor(() =>
      expect(mockApi.requestsTo('PATCH', '/admins/2').map((r) => r.body)).toEqual([
        { role: 'support' },
      ]),
    );
  });

  it('after a one-time password, changing it refreshes the session', async () => {
    answerSessions();
    mockApi.post('/admins/me/password', { success: true });
    mockApi.get<AdminResponse>('/admin/me', { success: true, admin: makeAdmin('finance') });
    useSessionStore.getState().signIn(makeAdmin('finance', { mustChangePassword: true }));
    renderWithProviders(<SettingsPage />, { as: null });
    expect(screen.getByText(/one-time password/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Current password/), 'one-time-pass-123');
    await userEvent.type(screen.getByLabelText(/New password/), 'my-own-password-456');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useSessionStore.getState().admin?.mustChangePassword).toBe(false));
    expect(mockApi.requestsTo('POST', '/admins/me/password')[0]?.body).toEqual({
      currentPassword: 'one-time-pass-123',
      newPassword: 'my-own-password-456',
    });
  });
});

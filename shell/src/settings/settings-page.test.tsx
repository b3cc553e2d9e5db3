import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminAccountResponse,
  AdminListResponse,
  AdminResponse,
  AdminSessionListResponse,
  ApiTokenListResponse,
  FactorResetListResponse,
  FactorStatusResponse,
  PasskeyListResponse,
} from '@rewards/contract';
import { useSessionStore } from '@rewards/shared';
import {
  confirmDialog,
  makeAdmin,
  mockApi,
  renderWithProviders,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import { SettingsPage } from './settings-page';

const session = {
  id: '0123456789abcdef',
  ip: '10.0.0.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
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
  authenticatorApp: false,
  passkeys: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
};

function answerSessions() {
  mockApi.get<AdminSessionListResponse>('/admins/me/sessions', {
    success: true,
    data: [{ ...session, id: 'fedcba9876543210', current: true }, session],
  });
  // The token sections (api-tokens/api-tokens.test.tsx); deploy tokens are owners' only.
  mockApi.get<ApiTokenListResponse>('/admins/me/tokens', { success: true, data: [] });
  mockApi.get<ApiTokenListResponse>('/platform/deploy-tokens', { success: true, data: [] });
  // The Security section (security/security-section.test.tsx).
  mockApi.get<FactorStatusResponse>('/admin/mfa', {
    success: true,
    data: { totpConfirmedAt: null, recoveryCodesLeft: 0, required: false, stepUpMinutes: 5 },
  });
  mockApi.get<PasskeyListResponse>('/admin/mfa/passkeys', { success: true, data: [] });
  // Owners: factor resets waiting for a second owner (security/factor-reset.test.tsx).
  mockApi.get<FactorResetListResponse>('/admin/factor-resets', { success: true, data: [] });
}

describe('SettingsPage', () => {
  it('shows support their sessions and password form, and no admin management', async () => {
    answerSessions();
    renderWithProviders(<SettingsPage />, { as: 'support' });
    expect(await screen.findAllByText(/IP 10\.0\.0\.7/)).toHaveLength(2);
    // Browser and system, not the raw user-agent string (the admin review).
    expect(screen.getAllByText(/^Firefox 133 on Linux/)).toHaveLength(2);
    expect(screen.queryByText(/Mozilla/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin accounts' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'API tokens' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deploy tokens' })).not.toBeInTheDocument();
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

  async function renderAccounts() {
    answerSessions();
    // makeAdmin('owner') signs in as id 1: this row is the owner's own.
    const self = {
      ...finance,
      id: 1,
      email: 'owner@rewards.test',
      name: 'Owner',
      role: 'owner' as const,
      authenticatorApp: true,
      passkeys: 2,
    };
    mockApi.get<AdminListResponse>('/admins', { success: true, data: [self, finance] });
    renderWithProviders(<SettingsPage />);
    const list = await screen.findByRole('list', { name: 'Admin accounts' });
    await within(list).findByText('finance@rewards.test');
    return list;
  }
  const roleOf = (list: HTMLElement, email: string) =>
    within(list).getByRole('combobox', { name: `Role of ${email}` });

  it('asks before a role change, saying what the new role may do, then sends exactly that change', async () => {
    mockApi.patch<AdminAccountResponse>('/admins/2', {
      success: true,
      data: { ...finance, role: 'support' },
    });
    const list = await renderAccounts();

    await userEvent.selectOptions(roleOf(list, 'finance@rewards.test'), 'owner');
    let dialog = await confirmDialog();
    expect(
      dialog.getByText(
        /^Change the role of finance@rewards\.test from Finance to Owner\? As Owner they may .*create admins, change their roles and disable them/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(mockApi.requestsTo('PATCH', '/admins/2')).toEqual([]);
    expect(roleOf(list, 'finance@rewards.test')).toHaveValue('finance');

    await userEvent.selectOptions(roleOf(list, 'finance@rewards.test'), 'support');
    dialog = await confirmDialog();
    expect(
      dialog.getByText(
        'Change the role of finance@rewards.test from Finance to Support? As Support they may ' +
          "see the user list; change a user's trust; pause and block users; see notifications; " +
          'send and edit notifications; read contact messages; mark contact messages handled and delete them.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Make Support' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('PATCH', '/admins/2').map((r) => r.body)).toEqual([
        { role: 'support' },
      ]),
    );
  });

  it('says which admins have an authenticator app', async () => {
    const list = await renderAccounts();
    const rowOf = (email: string) => within(list).getByText(email).closest('li') as HTMLElement;
    expect(within(rowOf('finance@rewards.test')).getByText('No second step')).toBeVisible();
    expect(within(rowOf('owner@rewards.test')).getByText('Authenticator app')).toBeVisible();
    expect(within(rowOf('owner@rewards.test')).getByText('2 passkeys')).toBeVisible();
  });

  it("disables the owner's own role and Disable controls, saying why", async () => {
    const list = await renderAccounts();
    expect(roleOf(list, 'owner@rewards.test')).toBeDisabled();
    expect(roleOf(list, 'owner@rewards.test')).toHaveAccessibleDescription(
      'You cannot change your own role',
    );
    const disableSelf = within(list).getByRole('button', { name: 'Disable owner@rewards.test' });
    expect(disableSelf).toBeDisabled();
    expect(disableSelf).toHaveAccessibleDescription('You cannot disable your own account');
    expect(roleOf(list, 'finance@rewards.test')).toBeEnabled();
    expect(
      within(list).getByRole('button', { name: 'Disable finance@rewards.test' }),
    ).toBeEnabled();
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

  it('holds an owner without a factor to password and Security, and keeps the codes on screen', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `ABCD${i + 2}-EFGH${i + 2}`);
    mockApi.get<FactorStatusResponse>('/admin/mfa', {
      success: true,
      data: { totpConfirmedAt: null, recoveryCodesLeft: 0, required: true, stepUpMinutes: 5 },
    });
    mockApi.get<PasskeyListResponse>('/admin/mfa/passkeys', { success: true, data: [] });
    mockApi.post('/admin/mfa/totp', {
      success: true,
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/x',
      qrDataUrl: 'data:image/png;base64,AA==',
    });
    mockApi.post('/admin/mfa/totp/confirm', { success: true, recoveryCodes: codes });
    mockApi.get<AdminResponse>('/admin/me', { success: true, admin: makeAdmin('owner') });
    useSessionStore.getState().signIn(makeAdmin('owner', { mustEnrolFactor: true }));
    renderWithProviders(<SettingsPage />, { as: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    // Nothing the API refuses meanwhile is asked for: no sessions, tokens or admin accounts.
    expect(screen.queryByRole('heading', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin accounts' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Authenticator code/), '123456');
    answerSessions();
    mockApi.get<AdminListResponse>('/admins', { success: true, data: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // The hold lifts (the whole page opens) and the codes shown once are still there.
    expect(await screen.findByRole('heading', { name: 'API tokens' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });
});

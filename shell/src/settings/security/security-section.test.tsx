import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminResponse,
  FactorStatus,
  FactorStatusResponse,
  Passkey,
  PasskeyListResponse,
  RecoveryCodesResponse,
  TotpEnrolmentResponse,
} from '@rewards/contract';
import { useSessionStore } from '@rewards/shared';
import { confirmDialog, makeAdmin, mockApi, renderWithProviders } from '@rewards/shared/testing';
import { SecuritySection } from './security-section';

const NONE: FactorStatus = {
  totpConfirmedAt: null,
  recoveryCodesLeft: 0,
  required: true,
  stepUpMinutes: 5,
};
const SET_UP: FactorStatus = {
  ...NONE,
  totpConfirmedAt: '2026-12-01T09:00:00.000Z',
  recoveryCodesLeft: 10,
};
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i + 2}-EFGH${i + 2}`);

const answerStatus = (data: FactorStatus, passkeys: Passkey[] = []) => {
  mockApi.get<FactorStatusResponse>('/admin/mfa', { success: true, data });
  mockApi.get<PasskeyListResponse>('/admin/mfa/passkeys', { success: true, data: passkeys });
};
const LAPTOP: Passkey = {
  id: 'cred-1',
  name: 'Work laptop',
  createdAt: '2026-12-01T09:00:00.000Z',
  lastUsedAt: null,
};

describe('SecuritySection', () => {
  it('holds an admin whose role needs a factor, sets one up and shows the codes once', async () => {
    answerStatus(NONE);
    mockApi.post<TotpEnrolmentResponse>('/admin/mfa/totp', {
      success: true,
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Rewards%20Admin:owner%40rewards.test?secret=JBSWY3DPEHPK3PXP',
      qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    useSessionStore.getState().signIn(makeAdmin('owner', { mustEnrolFactor: true }));
    renderWithProviders(<SecuritySection />, { as: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role needs a second sign-in step',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByAltText('QR code for your authenticator app')).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '123456');
    mockApi.post<RecoveryCodesResponse>('/admin/mfa/totp/confirm', {
      success: true,
      recoveryCodes: CODES,
    });
    answerStatus(SET_UP);
    mockApi.get<AdminResponse>('/admin/me', { success: true, admin: makeAdmin('owner') });
    await userEvent.click(confirm);
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(mockApi.requestsTo('post', '/admin/mfa/totp/confirm')[0]?.body).toEqual({
      code: '123456',
    });
    // The session answer no longer holds the admin here.
    await waitFor(() => expect(useSessionStore.getState().admin?.mustEnrolFactor).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('says why a wrong first code was refused and keeps the set-up open', async () => {
    answerStatus({ ...NONE, required: false });
    mockApi.post<TotpEnrolmentResponse>('/admin/mfa/totp', {
      success: true,
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/x',
      qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    mockApi.fail(
      'post',
      '/admin/mfa/totp/confirm',
      400,
      'That code is not right: check your authenticator app and try again',
    );
    renderWithProviders(<SecuritySection />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(await screen.findByLabelText(/Authenticator code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(screen.getByAltText('QR code for your authenticator app')).toBeInTheDocument();
  });

  it('removes the app with a code after a confirmation', async () => {
    answerStatus(SET_UP);
    mockApi.post('/admin/mfa/totp/remove', { success: true, message: 'Authenticator app removed' });
    renderWithProviders(<SecuritySection />);
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Authenticator code/), 'abcde-fghjk');
    answerStatus(NONE);
    mockApi.get<AdminResponse>('/admin/me', {
      success: true,
      admin: makeAdmin('owner', { mustEnrolFactor: true }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText(/set up an app again/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('post', '/admin/mfa/totp/remove')[0]?.body).toEqual({
        code: 'abcde-fghjk',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
  });

  it('lists passkeys by name and removes one after a confirmation', async () => {
    answerStatus(SET_UP, [LAPTOP]);
    mockApi.delete('/admin/mfa/passkeys/cred-1', { success: true, message: 'Passkey removed' });
    mockApi.get<AdminResponse>('/admin/me', { success: true, admin: makeAdmin('owner') });
    useSessionStore.getState().signIn(makeAdmin('owner'));
    renderWithProviders(<SecuritySection />, { as: null });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(await within(list).findByText('Work laptop')).toBeInTheDocument();
    expect(within(list).getByText(/last used never/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove passkey Work laptop' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText(/no longer sign you in/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('delete', '/admin/mfa/passkeys/cred-1')).toHaveLength(1),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken, ApiTokenListResponse, CreatedApiTokenResponse } from '@rewards/contract';
import { confirmDialog, mockApi, renderWithProviders } from '@rewards/shared/testing';
import { DeployTokenForm } from './deploy-token-form';
import { PersonalTokenForm } from './personal-token-form';
import { TokenList } from './token-list';

const token: ApiToken = {
  id: 7,
  kind: 'personal',
  name: 'Nightly export',
  role: 'support',
  remote: null,
  hint: 'Wx9z',
  createdBy: 'support@rewards.test',
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: '2026-12-22T10:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = `rwp_${'a'.repeat(39)}Wx9z`;

function renderPersonal(as: 'support' | 'owner' = 'support') {
  mockApi.get<ApiTokenListResponse>('/admins/me/tokens', { success: true, data: [token] });
  renderWithProviders(
    <TokenList kind="personal" title="API tokens" footer={<PersonalTokenForm />} />,
    { as },
  );
}

describe('API tokens in Settings', () => {
  it('creates a token within the own role and shows its secret once', async () => {
    renderPersonal();
    const list = await screen.findByRole('list', { name: 'API tokens' });
    expect(await within(list).findByText('Nightly export')).toBeInTheDocument();
    expect(within(list).getByText(/…Wx9z · by support@rewards\.test/)).toBeInTheDocument();
    // Support may only make support tokens: no wider role is offered.
    const role = screen.getByRole('combobox', { name: 'Acts as' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Support']);

    mockApi.post<CreatedApiTokenResponse>('/admins/me/tokens', {
      success: true,
      data: { ...token, id: 8, name: 'Report bot' },
      token: SECRET,
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Token name/ }), 'Report bot');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expires after' }), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New token')).toHaveTextContent(SECRET);
    expect(screen.getByText(/will not be shown again/)).toBeInTheDocument();
    expect(mockApi.requestsTo('POST', '/admins/me/tokens')[0]?.body).toEqual({
      name: 'Report bot',
      role: 'support',
      expiresInDays: 90,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New token')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeInTheDocument();
  });

  it('sends nothing without a name, and offers owners every role', async () => {
    renderPersonal('owner');
    await screen.findByText('Nightly export');
    const role = screen.getByRole('combobox', { name: 'Acts as' });
    expect(within(role).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(mockApi.requestsTo('POST', '/admins/me/tokens')).toEqual([]);
  });

  it('revokes a token only after confirming', async () => {
    renderPersonal();
    mockApi.delete('/admins/me/tokens/7', { success: true, message: 'Token revoked' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText(/Anything using it stops working at once/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('DELETE', '/admins/me/tokens/7')).toHaveLength(1),
    );
  });

  it('creates the deploy token of a remote', async () => {
    mockApi.get<ApiTokenListResponse>('/platform/deploy-tokens', { success: true, data: [] });
    mockApi.post<CreatedApiTokenResponse>('/platform/deploy-tokens', {
      success: true,
      data: { ...token, kind: 'deploy', role: null, remote: 'mfe_content', expiresAt: null },
      token: 'rwd_secret_for_content',
    });
    renderWithProviders(
      <TokenList kind="deploy" title="Deploy tokens" footer={<DeployTokenForm />} />,
      { as: 'owner' },
    );
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Remote' }), 'mfe_content');
    await userEvent.type(screen.getByRole('textbox', { name: /Deploy token name/ }), 'CI');
    await userEvent.click(screen.getByRole('button', { name: 'Create deploy token' }));
    expect(await screen.findByLabelText('New token')).toHaveTextContent('rwd_secret_for_content');
    expect(mockApi.requestsTo('POST', '/platform/deploy-tokens')[0]?.body).toEqual({
      remote: 'mfe_content',
      name: 'CI',
    });
  });
});

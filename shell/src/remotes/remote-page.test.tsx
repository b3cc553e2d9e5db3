import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer, renderWithProviders } from '@rewards/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './remote-page';

// The federation runtime is the edge of this unit: it fetches scripts over the network.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

beforeEach(() => {
  // remotes.json is the one HTTP call the shell makes before the federation runtime.
  mockServer.use(
    http.get('/remotes.json', () =>
      HttpResponse.json({ mfe_users: 'http://localhost:3001/mf-manifest.json' }),
    ),
  );
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it('shows the unavailable panel when the remote is down, and Retry loads it in place', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-003 manifest fetch failed'));
    renderWithProviders(<RemotePage moduleId="mfe_users/UserTablePage" />);

    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>User Manage</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'User Manage' })).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  });

  it('contains a remote page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    loadRemoteMock.mockResolvedValueOnce({ default: Broken });
    renderWithProviders(<RemotePage moduleId="mfe_content/BannerPage" />);
    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

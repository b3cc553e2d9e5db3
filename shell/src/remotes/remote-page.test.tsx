import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer, renderWithProviders } from '@rewards/shared/testing';
import { loadRemote } from './federation-runtime';
import { guardManifest } from './compat-guard';
import { resetFailureReporter } from './failure-reporter';
import { RemotePage } from './remote-page';
import { CONTRACT_VERSION, SHARED_KIT_VERSION } from '@rewards/contract/platform';
import { routesOf, type RemoteName } from '@rewards/contract/routes';

// The federation runtime is the edge of this unit: it fetches scripts over the network.
jest.mock('./federation-runtime', () => ({
  registerRemoteMap: jest.fn(),
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

afterEach(() => {
  jest.restoreAllMocks();
  resetFailureReporter();
});

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

  // Modules no test above loaded: a page loaded once is kept for the rest of the page view.
  const compatOf = (remote: RemoteName, version: string, kitVersion = SHARED_KIT_VERSION) => ({
    rewardsCompat: {
      remote,
      version,
      kitVersion,
      contractVersion: CONTRACT_VERSION,
      exposes: routesOf(remote).map((route) => route.module),
    },
  });

  it('shows "being updated" for a remote the compatibility guard refused, and logs why', async () => {
    // What the container loader's guard does with the manifest it fetched, before it refuses.
    guardManifest('mfe_payments', compatOf('mfe_payments', '9.0.0-aaaaaaaa', '9.0.0'));
    loadRemoteMock.mockRejectedValueOnce(new Error('[shell] mfe_payments refused'));
    renderWithProviders(<RemotePage moduleId="mfe_payments/WithdrawalsPage" />);

    expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
    expect(screen.getByText('This section is being updated.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[shell\] mfe_payments is incompatible with this shell: shared kit 9\.0\.0 is not compatible/,
      ),
    );
  });

  it('marks the document with the remote and version a route shows', async () => {
    guardManifest('mfe_public', compatOf('mfe_public', '1.2.0-bbbbbbbb'));
    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>About</h1> });
    const { unmount } = renderWithProviders(<RemotePage moduleId="mfe_public/AboutUsPage" />);
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(document.documentElement.dataset).toMatchObject({
      remote: 'mfe_public',
      remoteVersion: '1.2.0-bbbbbbbb',
    });
    unmount();
    expect(document.documentElement.dataset.remoteVersion).toBeUndefined();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformHealthResponse, RemoteHealth } from '@rewards/contract';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { PlatformHealthPage } from './platform-health-page';

const quiet: RemoteHealth = {
  remote: 'mfe_users',
  deployedVersion: null,
  deployedAt: null,
  deployAction: null,
  failuresLastHour: 0,
  failuresLastDay: 0,
  latestFailure: null,
};
const failing: RemoteHealth = {
  remote: 'mfe_content',
  deployedVersion: '1.0.0-4746184b',
  deployedAt: '2026-11-22T10:00:00.000Z',
  deployAction: 'rollback',
  failuresLastHour: 3,
  failuresLastDay: 7,
  latestFailure: {
    at: '2026-11-22T10:30:00.000Z',
    version: '1.0.1-0a0b0c0d',
    module: 'BannerPage',
    code: 'load-failed',
    route: '/home-data',
  },
};

describe('PlatformHealthPage', () => {
  it("shows each remote's deployed version, failure counts and latest failure", async () => {
    mockApi.get<PlatformHealthResponse>('/platform/health', {
      success: true,
      remotes: [quiet, failing],
    });
    renderWithProviders(<PlatformHealthPage />);

    const content = within(await screen.findByRole('listitem', { name: 'mfe_content' }));
    expect(content.getByText(/Version 1\.0\.0-4746184b, rolled back/)).toBeInTheDocument();
    expect(
      content.getByText('Failures: 3 in the last hour, 7 in the last day'),
    ).toBeInTheDocument();
    expect(
      content.getByText(/Latest: load-failed of BannerPage on \/home-data/),
    ).toBeInTheDocument();
    expect(content.getByText('Failing')).toBeInTheDocument();

    const users = within(screen.getByRole('listitem', { name: 'mfe_users' }));
    expect(users.getByText('No deploy recorded (serving its build)')).toBeInTheDocument();
    expect(users.getByText('No failures in the last hour')).toBeInTheDocument();
  });

  it('shows an error with Retry when the API refuses, and loads on Retry', async () => {
    mockApi.fail('get', '/platform/health', 500, 'Database unavailable');
    renderWithProviders(<PlatformHealthPage />);
    expect(await screen.findByText('Platform health could not be loaded')).toBeInTheDocument();

    mockApi.get<PlatformHealthResponse>('/platform/health', { success: true, remotes: [failing] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'mfe_content' })).toBeInTheDocument();
  });
});

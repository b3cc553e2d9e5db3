import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuccessMessage } from '@rewards/contract';
import { confirmDialog, mockApi, renderWithProviders } from '@rewards/shared/testing';
import BannerPage from './banner-page';
import { makeBanner, mockBanners, totalBanners } from '../test-fixtures';

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('BannerPage — list', () => {
  it('shows the total banner count and each banner with its upload time', async () => {
    mockBanners([makeBanner({ id: 3, banner_url: '/api/uploads/summer.png' })]);
    renderWithProviders(<BannerPage />, { route: '/home-data' });

    const preview = await screen.findByRole('img', { name: /^Banner uploaded/ });
    expect(mockApi.requestsTo('get', '/banners')).toHaveLength(1);
    // Relative URLs are prefixed with the API host.
    expect(preview).toHaveAttribute('src', 'http://localhost/api/uploads/summer.png');
    expect(totalBanners()).toBe('1');
    expect(screen.getByRole('heading', { level: 2, name: 'Upload History' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Uploaded/ })).toBeInTheDocument();
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument();
  });

  it('says when no banner has been uploaded', async () => {
    mockBanners([]);
    renderWithProviders(<BannerPage />);
    expect(await screen.findByText('No banners uploaded yet')).toBeInTheDocument();
    expect(totalBanners()).toBe('0');
  });

  it('shows a quiet inline error when the list cannot be loaded', async () => {
    mockApi.unreachable('get', '/banners');
    renderWithProviders(<BannerPage />);
    expect(await screen.findByText('Could not load banners')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('BannerPage — deleting', () => {
  async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /^Delete banner uploaded/ }));
    return confirmDialog();
  }

  it('deletes after confirmation and takes it out of the history', async () => {
    let stored = [makeBanner({ id: 4 })];
    mockBanners(() => stored);
    mockApi.delete<SuccessMessage>('/home-data/4', { success: true, message: 'Banner deleted' });
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    const dialog = await askToDelete(user);
    expect(dialog.getByText(/Are you sure you want to delete the banner/)).toBeInTheDocument();
    stored = [];
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No banners uploaded yet')).toBeInTheDocument();
    expect(totalBanners()).toBe('0');
    expect(mockApi.requestsTo('delete', '/home-data/4')).toHaveLength(1);
  });

  it('does nothing when the admin cancels', async () => {
    mockBanners([makeBanner({ id: 4 })]);
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    const dialog = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mockApi.requestsTo('delete', '/home-data/4')).toEqual([]);
  });

  it("reports 'Delete failed' / 'Delete failed. Please try again.'", async () => {
    mockBanners([makeBanner({ id: 4 })]);
    mockApi.fail('delete', '/home-data/4', 404, 'Banner not found');
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    const dialog = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Delete failed. Please try again.')).toBeInTheDocument();
  });
});

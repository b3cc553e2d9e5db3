import { screen } from '@testing-library/react';
import { apiClient, type Banner } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import BannerPage from './banner-page';
import { makeBanner } from '../test-fixtures';

function mockBanners(banners: Banner[]) {
  // Spec section 7: GET /api/home-data answers with a bare list.
  return jest.spyOn(apiClient, 'get').mockResolvedValue({ data: banners });
}

beforeEach(() => jest.restoreAllMocks());

function totalBanners() {
  const term = screen.getByText('Total Banners');
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('BannerPage', () => {
  it('shows the total banner count and each banner with its upload time', async () => {
    const get = mockBanners([makeBanner({ id: 3, banner_url: '/api/uploads/summer.png' })]);
    renderWithProviders(<BannerPage />, { route: '/home-data' });

    const image = await screen.findByRole('img', { name: /^Banner uploaded/ });
    expect(get).toHaveBeenCalledWith('/home-data');
    expect(image).toHaveAttribute('src', '/api/uploads/summer.png');
    expect(totalBanners()).toBe('1');
    expect(screen.getByRole('heading', { level: 2, name: 'Upload History' })).toBeInTheDocument();
  });

  it('says when no banner has been uploaded', async () => {
    mockBanners([]);
    renderWithProviders(<BannerPage />);
    expect(await screen.findByText('No banners uploaded yet')).toBeInTheDocument();
    expect(totalBanners()).toBe('0');
  });
});

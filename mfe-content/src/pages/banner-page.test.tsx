import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError } from '@rewards/shared';
import type { Banner } from '@rewards/contract';
import { renderWithProviders } from '@rewards/shared/testing';
import BannerPage from './banner-page';
import { makeBanner } from '../test-fixtures';

function mockBanners(banners: Banner[]) {
  // docs/product.md#api-calls: GET /api/home-data answers with a bare list.
  return jest.spyOn(apiClient, 'get').mockResolvedValue({ data: banners });
}

function image(name = 'summer.png', type = 'image/png', size?: number) {
  const file = new File(['png-bytes'], name, { type });
  // Faking the size avoids allocating megabytes in jsdom.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = () => screen.getByLabelText('Banner image file');
const dropZone = () => screen.getByRole('button', { name: /Choose a banner image/ });
const uploadButton = () => screen.getByRole('button', { name: 'Upload Banner' });

function totalBanners() {
  const term = screen.getByText('Total Banners');
  return term.parentElement?.querySelector('dd')?.textContent;
}

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('BannerPage — list', () => {
  it('shows the total banner count and each banner with its upload time', async () => {
    const get = mockBanners([makeBanner({ id: 3, banner_url: '/api/uploads/summer.png' })]);
    renderWithProviders(<BannerPage />, { route: '/home-data' });

    const preview = await screen.findByRole('img', { name: /^Banner uploaded/ });
    expect(get).toHaveBeenCalledWith('/home-data');
    // Relative URLs are prefixed with the API host.
    expect(preview).toHaveAttribute('src', 'http://localhost/api/uploads/summer.png');
    expect(totalBanners()).toBe('1');
    expect(screen.getByRole('heading', { level: 2, name: 'Upload History' })).toBeInTheDocument();
    expect(screen.getByText(/^Uploaded \d/)).toBeInTheDocument();
  });

  it('says when no banner has been uploaded', async () => {
    mockBanners([]);
    renderWithProviders(<BannerPage />);
    expect(await screen.findByText('No banners uploaded yet')).toBeInTheDocument();
    expect(totalBanners()).toBe('0');
  });

  it('shows a quiet inline error when the list cannot be loaded', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('down', undefined));
    renderWithProviders(<BannerPage />);
    expect(await screen.findByText('Could not load banners')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('BannerPage — choosing a file', () => {
  it("asks for a file first: 'Please upload at least one banner.'", async () => {
    mockBanners([]);
    const post = jest.spyOn(apiClient, 'post');
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload at least one banner.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("refuses a file that is not an image: 'Please upload an image file'", async () => {
    mockBanners([]);
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image('notes.txt', 'text/plain'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload an image file');
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it("refuses an image of 5 MB or more: 'File size must be less than 5MB'", async () => {
    mockBanners([]);
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image('huge.png', 'image/png', 5 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    await user.upload(fileInput(), image('fine.png', 'image/png', 5 * 1024 * 1024 - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('fine.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chosen banner preview' })).toBeInTheDocument();
  });

  it('accepts a dropped image and refuses a dropped non-image', async () => {
    mockBanners([]);
    renderWithProviders(<BannerPage />);
    await screen.findByText('No banners uploaded yet');

    fireEvent.dragOver(dropZone(), { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(dropZone()).toHaveAttribute('data-dragging');
    fireEvent.drop(dropZone(), { dataTransfer: { files: [image('dropped.jpg', 'image/jpeg')] } });
    expect(screen.getByText('dropped.jpg')).toBeInTheDocument();
    expect(dropZone()).not.toHaveAttribute('data-dragging');

    fireEvent.drop(dropZone(), { dataTransfer: { files: [image('clip.pdf', 'application/pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image file');
    expect(screen.queryByText('dropped.jpg')).not.toBeInTheDocument();
  });

  it('is a labelled button that opens the file picker from the keyboard', async () => {
    mockBanners([]);
    const openPicker = jest.spyOn(HTMLInputElement.prototype, 'click');
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.tab();
    expect(dropZone()).toHaveFocus();
    expect(dropZone()).toHaveAccessibleDescription(/less than 5 MB/);
    await user.keyboard('{Enter}');
    expect(openPicker).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(openPicker).toHaveBeenCalledTimes(2);
  });
});

describe('BannerPage — uploading', () => {
  afterEach(() => jest.useRealTimers());

  it("uploads as multipart 'banner', refreshes, and shows the notice for 3 seconds", async () => {
    jest.useFakeTimers();
    const get = mockBanners([]);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<BannerPage />);
    await screen.findByText('No banners uploaded yet');

    const file = image();
    await user.upload(fileInput(), file);
    get.mockResolvedValue({ data: [makeBanner({ id: 9 })] });
    await user.click(uploadButton());

    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    const [path, body] = post.mock.calls[0] ?? [];
    expect(path).toBe('/home-data');
    expect((body as FormData).get('banner')).toBe(file);
    await waitFor(() => expect(totalBanners()).toBe('1'));
    expect(screen.queryByText('summer.png')).not.toBeInTheDocument();

    jest.advanceTimersByTime(2900);
    expect(screen.getByText('Banner updated successfully!')).toBeInTheDocument();
    jest.advanceTimersByTime(200);
    await waitFor(() =>
      expect(screen.queryByText('Banner updated successfully!')).not.toBeInTheDocument(),
    );
  });

  it("reports 'Upload failed' / 'Upload failed. Please try again.' and keeps the file", async () => {
    mockBanners([]);
    jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('Internal server error', 500));
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image());
    await user.click(uploadButton());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Upload failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('summer.png')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the file", async () => {
    mockBanners([]);
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(new ApiError('Please upload an image file', 400));
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image('fake.png'));
    await user.click(uploadButton());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image file')).toBeInTheDocument();
  });

  it('disables the controls while the upload runs', async () => {
    mockBanners([]);
    let finish: (value: unknown) => void = () => {};
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image());
    await user.click(uploadButton());
    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    expect(dropZone()).toBeDisabled();
    await user.click(busy);
    expect(post).toHaveBeenCalledTimes(1);
    finish({ data: { success: true } });
    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
  });
});

describe('BannerPage — deleting', () => {
  async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /^Delete banner uploaded/ }));
    return within(await screen.findByRole('alertdialog'));
  }

  it('deletes after confirmation and refreshes the history', async () => {
    const get = mockBanners([makeBanner({ id: 4 })]);
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { success: true } });
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    const dialog = await askToDelete(user);
    expect(dialog.getByText(/Are you sure you want to delete the banner/)).toBeInTheDocument();
    get.mockResolvedValue({ data: [] });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No banners uploaded yet')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/home-data/4');
  });

  it('does nothing when the admin cancels', async () => {
    mockBanners([makeBanner({ id: 4 })]);
    const remove = jest.spyOn(apiClient, 'delete');
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    const dialog = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it("reports 'Delete failed' / 'Delete failed. Please try again.'", async () => {
    mockBanners([makeBanner({ id: 4 })]);
    jest.spyOn(apiClient, 'delete').mockRejectedValue(new ApiError('Banner not found', 404));
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    const dialog = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Delete failed. Please try again.')).toBeInTheDocument();
  });
});

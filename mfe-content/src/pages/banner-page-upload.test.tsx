import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BannerResponse } from '@rewards/contract';
import { deferred, mockApi, renderWithProviders } from '@rewards/shared/testing';
import BannerPage from './banner-page';
import { makeBanner, makeFile, mockBanners, totalBanners } from '../test-fixtures';

function mockUpload(options?: { until: Promise<unknown> }) {
  const body: BannerResponse = {
    success: true,
    message: 'Banner updated successfully!',
    data: makeBanner(),
  };
  mockApi.post<BannerResponse>('/home-data', body, options);
}

/** The one upload sent: its multipart field `banner`. */
function sentBanner() {
  const [request] = mockApi.requestsTo('post', '/home-data');
  return (request?.body as FormData).get('banner') as File;
}

const image = (name = 'summer.png', type = 'image/png', size?: number) =>
  makeFile(name, type, size);

const fileInput = () => screen.getByLabelText('Banner image file');
const dropZone = () => screen.getByRole('button', { name: /Choose a banner image/ });
const uploadButton = () => screen.getByRole('button', { name: 'Upload Banner' });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('BannerPage — choosing a file', () => {
  it("asks for a file first: 'Please upload at least one banner.'", async () => {
    mockBanners([]);
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload at least one banner.',
    );
    expect(mockApi.requestsTo('post', '/home-data')).toEqual([]);
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
    mockBanners([]);
    mockUpload();
    // The mock server's upload progress events run on timers: let the user's waits move them.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<BannerPage />);
    await screen.findByText('No banners uploaded yet');

    const file = image();
    await user.upload(fileInput(), file);
    mockBanners([makeBanner({ id: 9 })]);
    await user.click(uploadButton());

    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    expect(sentBanner().name).toBe('summer.png');
    expect(await sentBanner().text()).toBe(await file.text());
    await waitFor(() => expect(totalBanners()).toBe('1'));
    expect(screen.queryByText('summer.png')).not.toBeInTheDocument();

    jest.advanceTimersByTime(2900);
    expect(screen.getByText('Banner updated successfully!')).toBeInTheDocument();
    jest.advanceTimersByTime(200);
    await waitFor(() =>
      expect(screen.queryByText('Banner updated successfully!')).not.toBeInTheDocument(),
    );
  });

  it("reports 'Upload failed' with the server's reason, even for a 5xx, and keeps the file", async () => {
    mockBanners([]);
    mockApi.fail('post', '/home-data', 503, 'Database unavailable, try again shortly');
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image());
    await user.click(uploadButton());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable, try again shortly')).toBeInTheDocument();
    expect(screen.getByText('summer.png')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the file", async () => {
    mockBanners([]);
    mockApi.fail('post', '/home-data', 400, 'Please upload an image file');
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image('fake.png'));
    await user.click(uploadButton());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image file')).toBeInTheDocument();
  });

  it('disables the controls while the upload runs', async () => {
    mockBanners([]);
    const response = deferred<void>();
    mockUpload({ until: response.promise });
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image());
    await user.click(uploadButton());
    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    expect(dropZone()).toBeDisabled();
    await user.click(busy);
    expect(mockApi.requestsTo('post', '/home-data')).toHaveLength(1);
    response.resolve();
    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
  });

  it('shows progress with a Cancel that aborts the upload and keeps the file', async () => {
    mockBanners([]);
    mockApi.pending('post', '/home-data');
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image());
    await user.click(uploadButton());
    expect(await screen.findByText('Uploading banner 0%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading banner 0%' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('summer.png')).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it("says 'Network error' when the upload reaches no server", async () => {
    mockBanners([]);
    mockApi.unreachable('post', '/home-data');
    const user = userEvent.setup();
    renderWithProviders(<BannerPage />);

    await user.upload(fileInput(), image());
    await user.click(uploadButton());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText(/^Network error: the upload did not reach the server/),
    ).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuccessMessage, UpiResponse, UpiSettings } from '@rewards/contract';
import { deferred, mockApi, renderWithProviders } from '@rewards/shared/testing';
import UpiScannerPage from './upi-scanner-page';

const OLD_QR = 'data:image/png;base64,b2xk';
// The first bytes of a PNG; FileReader turns them into a data URL like any image.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngFile = () => new File([PNG_BYTES], 'qr.png', { type: 'image/png' });
const NEW_QR = 'data:image/png;base64,iVBORw0KGgo=';

const mockUpi = (settings: UpiSettings) =>
  mockApi.get<UpiResponse>('/get-upi', { success: true, ...settings });
const SAVED: SuccessMessage = { success: true, message: 'UPI details updated' };

async function openEdit(settings: UpiSettings = { upiId: 'rewards@okbank', qrCode: OLD_QR }) {
  mockUpi(settings);
  renderWithProviders(<UpiScannerPage />, { route: '/upi-scanner' });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
}

const loads = () => mockApi.requestsTo('get', '/get-upi');
const saves = () => mockApi.requestsTo('post', '/update-upi').map((request) => request.body);

const upiField = () => screen.getByLabelText(/UPI ID/);
const fileField = () => screen.getByLabelText('QR code image');
// While saving, the button reads 'Saving...'.
const save = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('UPI edit mode', () => {
  it('starts from the current values and previews an uploaded PNG', async () => {
    await openEdit();
    expect(upiField()).toHaveValue('rewards@okbank');
    expect(screen.getByRole('img', { name: 'QR code preview' })).toHaveAttribute('src', OLD_QR);
    expect(fileField()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');

    await userEvent.upload(fileField(), pngFile());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code preview' })).toHaveAttribute('src', NEW_QR),
    );
  });

  it('refuses a file that is not PNG, JPG or WEBP and keeps the old preview', async () => {
    await openEdit();
    fireEvent.change(fileField(), {
      target: { files: [new File(['GIF89a'], 'qr.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Choose a PNG, JPG or WEBP image.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code preview' })).toHaveAttribute('src', OLD_QR);
  });

  it('validates name@bank before sending anything', async () => {
    await openEdit();
    await userEvent.clear(upiField());
    await userEvent.type(upiField(), 'not-a-upi-id');
    await userEvent.click(save());
    expect(await screen.findByText(/format name@bank/)).toBeInTheDocument();
    expect(upiField()).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toEqual([]);

    await userEvent.clear(upiField());
    await userEvent.click(save());
    expect(screen.getByText('Enter the UPI ID users pay to.')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('saves {upiId, qrCode} once, then says so, reloads and leaves edit mode', async () => {
    await openEdit();
    const request = deferred<void>();
    mockApi.post<SuccessMessage>('/update-upi', SAVED, { until: request.promise });

    await userEvent.clear(upiField());
    await userEvent.type(upiField(), ' new.id@okaxis ');
    await userEvent.upload(fileField(), pngFile());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code preview' })).toHaveAttribute('src', NEW_QR),
    );
    await userEvent.click(save());
    await waitFor(() => expect(saves()).toEqual([{ upiId: 'new.id@okaxis', qrCode: NEW_QR }]));
    expect(save()).toBeDisabled();
    expect(save()).toHaveTextContent('Saving...');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.submit(save().closest('form') as HTMLFormElement);

    // What the API answers once the save has landed.
    mockUpi({ upiId: 'new.id@okaxis', qrCode: NEW_QR });
    request.resolve();
    expect(await screen.findByText('✅ UPI details updated successfully!')).toBeInTheDocument();
    expect(await screen.findByText('new.id@okaxis')).toBeInTheDocument();
    expect(loads()).toHaveLength(2);
    expect(saves()).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'UPI payment QR code' })).toHaveAttribute('src', NEW_QR);
    expect(screen.queryByRole('button', { name: /^Sav/ })).not.toBeInTheDocument();
  });

  it('sends qrCode null when there is no QR image', async () => {
    await openEdit({ upiId: null, qrCode: null });
    mockApi.post<SuccessMessage>('/update-upi', SAVED);
    expect(screen.getByText('No QR Code Found')).toBeInTheDocument();
    await userEvent.type(upiField(), 'first@okaxis');
    await userEvent.click(save());
    await waitFor(() => expect(saves()).toEqual([{ upiId: 'first@okaxis', qrCode: null }]));
  });

  it("shows '⚠️ ' + the server's message and stays in edit mode on failure", async () => {
    await openEdit();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail(
      'post',
      '/update-upi',
      400,
      'QR code must be a PNG, JPEG or WEBP image data URL of at most 2 MB',
    );
    await userEvent.click(save());
    expect(
      await screen.findByText(
        '⚠️ QR code must be a PNG, JPEG or WEBP image data URL of at most 2 MB',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    expect(upiField()).toHaveValue('rewards@okbank');
  });

  it('Cancel discards the temporary values', async () => {
    await openEdit();
    await userEvent.clear(upiField());
    await userEvent.type(upiField(), 'temp@okaxis');
    await userEvent.upload(fileField(), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('rewards@okbank')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'UPI payment QR code' })).toHaveAttribute('src', OLD_QR);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(upiField()).toHaveValue('rewards@okbank');
    expect(screen.getByRole('img', { name: 'QR code preview' })).toHaveAttribute('src', OLD_QR);
    expect(saves()).toEqual([]);
    expect(loads()).toHaveLength(1);
  });

  it('shows the QR upload progress with a Cancel that aborts it and stays in edit mode', async () => {
    await openEdit();
    mockApi.pending('post', '/update-upi');
    await userEvent.upload(fileField(), pngFile());
    await screen.findByRole('img', { name: 'QR code preview' });
    await userEvent.click(save());
    expect(await screen.findByText('Saving UPI details 0%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.getByRole('img', { name: 'QR code preview' })).toHaveAttribute('src', NEW_QR);
  });

  it("says '⚠️ Network error' when the save reaches no server", async () => {
    await openEdit();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.unreachable('post', '/update-upi');
    await userEvent.click(save());
    expect(
      await screen.findByText(/^⚠️ Network error: the upload did not reach the server/),
    ).toBeInTheDocument();
  });
});

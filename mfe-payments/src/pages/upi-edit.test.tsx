import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@rewards/shared';
import type { UpiSettings } from '@rewards/contract';
import { deferred, renderWithProviders } from '@rewards/shared/testing';
import UpiScannerPage from './upi-scanner-page';

const OLD_QR = 'data:image/png;base64,b2xk';
// The first bytes of a PNG; FileReader turns them into a data URL like any image.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngFile = () => new File([PNG_BYTES], 'qr.png', { type: 'image/png' });
const NEW_QR = 'data:image/png;base64,iVBORw0KGgo=';

function mockUpi(...answers: UpiSettings[]) {
  const get = jest.spyOn(apiClient, 'get');
  for (const answer of answers) get.mockResolvedValueOnce({ data: { success: true, ...answer } });
  return get;
}

async function openEdit(settings: UpiSettings = { upiId: 'rewards@okbank', qrCode: OLD_QR }) {
  const get = mockUpi(settings, { upiId: 'new.id@okaxis', qrCode: NEW_QR });
  renderWithProviders(<UpiScannerPage />, { route: '/upi-scanner' });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return get;
}

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
    const post = jest.spyOn(apiClient, 'post');
    await userEvent.clear(upiField());
    await userEvent.type(upiField(), 'not-a-upi-id');
    await userEvent.click(save());
    expect(await screen.findByText(/format name@bank/)).toBeInTheDocument();
    expect(upiField()).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(upiField());
    await userEvent.click(save());
    expect(screen.getByText('Enter the UPI ID users pay to.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('saves {upiId, qrCode} once, then says so, reloads and leaves edit mode', async () => {
    const get = await openEdit();
    const request = deferred<{ data: { success: true; message: string } }>();
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(request.promise);

    await userEvent.clear(upiField());
    await userEvent.type(upiField(), ' new.id@okaxis ');
    await userEvent.upload(fileField(), pngFile());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code preview' })).toHaveAttribute('src', NEW_QR),
    );
    await userEvent.click(save());
    expect(post).toHaveBeenCalledWith('/update-upi', { upiId: 'new.id@okaxis', qrCode: NEW_QR });
    expect(save()).toBeDisabled();
    expect(save()).toHaveTextContent('Saving...');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.submit(save().closest('form') as HTMLFormElement);
    expect(post).toHaveBeenCalledTimes(1);

    request.resolve({ data: { success: true, message: 'UPI details updated' } });
    expect(await screen.findByText('✅ UPI details updated successfully!')).toBeInTheDocument();
    expect(await screen.findByText('new.id@okaxis')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'UPI payment QR code' })).toHaveAttribute('src', NEW_QR);
    expect(screen.queryByRole('button', { name: /^Sav/ })).not.toBeInTheDocument();
  });

  it('sends qrCode null when there is no QR image', async () => {
    await openEdit({ upiId: null, qrCode: null });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { success: true, message: 'ok' } });
    expect(screen.getByText('No QR Code Found')).toBeInTheDocument();
    await userEvent.type(upiField(), 'first@okaxis');
    await userEvent.click(save());
    expect(post).toHaveBeenCalledWith('/update-upi', { upiId: 'first@okaxis', qrCode: null });
  });

  it("shows '⚠️ ' + the server's message and stays in edit mode on failure", async () => {
    await openEdit();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        new ApiError('QR code must be a PNG, JPEG or WEBP image data URL of at most 2 MB', 400),
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
    const get = await openEdit();
    const post = jest.spyOn(apiClient, 'post');
    await userEvent.clear(upiField());
    await userEvent.type(upiField(), 'temp@okaxis');
    await userEvent.upload(fileField(), pngFile());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('rewards@okbank')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'UPI payment QR code' })).toHaveAttribute('src', OLD_QR);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(upiField()).toHaveValue('rewards@okbank');
    expect(screen.getByRole('img', { name: 'QR code preview' })).toHaveAttribute('src', OLD_QR);
    expect(post).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(1);
  });
});

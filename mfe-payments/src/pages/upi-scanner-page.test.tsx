import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import UpiScannerPage from './upi-scanner-page';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => jest.restoreAllMocks());

describe('UpiScannerPage', () => {
  it('shows the empty texts when nothing is set', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { success: true, upiId: null, qrCode: null } });
    renderWithProviders(<UpiScannerPage />, { route: '/upi-scanner' });

    expect(await screen.findByText('No UPI ID set')).toBeInTheDocument();
    expect(screen.getByText('No QR Code Found')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/get-upi');
  });

  it('shows the UPI ID and the QR image', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { success: true, upiId: 'rewards@okbank', qrCode: QR } });
    renderWithProviders(<UpiScannerPage />);

    expect(await screen.findByText('rewards@okbank')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'UPI payment QR code' })).toHaveAttribute('src', QR);
    expect(screen.queryByText('No UPI ID set')).not.toBeInTheDocument();
    expect(screen.queryByText('No QR Code Found')).not.toBeInTheDocument();
  });

  it('logs a failed load instead of claiming nothing is set, and retries', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ data: { success: true, upiId: 'rewards@okbank', qrCode: null } });
    renderWithProviders(<UpiScannerPage />);

    expect(await screen.findByText('Could not load UPI details')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('No UPI ID set')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('rewards@okbank')).toBeInTheDocument();
  });
});

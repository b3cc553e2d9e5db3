import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpiResponse } from '@rewards/contract';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import UpiScannerPage from './upi-scanner-page';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => jest.restoreAllMocks());

describe('UpiScannerPage', () => {
  it('shows the empty texts when nothing is set', async () => {
    mockApi.get<UpiResponse>('/get-upi', { success: true, upiId: null, qrCode: null });
    renderWithProviders(<UpiScannerPage />, { route: '/upi-scanner' });

    expect(await screen.findByText('No UPI ID set')).toBeInTheDocument();
    expect(screen.getByText('No QR Code Found')).toBeInTheDocument();
  });

  it('shows the UPI ID and the QR image', async () => {
    mockApi.get<UpiResponse>('/get-upi', { success: true, upiId: 'rewards@okbank', qrCode: QR });
    renderWithProviders(<UpiScannerPage />);

    expect(await screen.findByText('rewards@okbank')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'UPI payment QR code' })).toHaveAttribute('src', QR);
    expect(screen.queryByText('No UPI ID set')).not.toBeInTheDocument();
    expect(screen.queryByText('No QR Code Found')).not.toBeInTheDocument();
  });

  it('logs a failed load instead of claiming nothing is set, and retries', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('get', '/get-upi', 500, 'Internal Server Error');
    renderWithProviders(<UpiScannerPage />);

    expect(await screen.findByText('Could not load UPI details')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('No UPI ID set')).not.toBeInTheDocument();
    mockApi.get<UpiResponse>('/get-upi', { success: true, upiId: 'rewards@okbank', qrCode: null });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('rewards@okbank')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@rewards/shared';
import type { WalletTransaction } from '@rewards/contract';
import { renderWithProviders } from '@rewards/shared/testing';
import WalletTransactionsPage from './wallet-transactions-page';
import { makeWalletTransaction } from '../test-fixtures';
import { confirmDialog, deferred, waitForNoConfirmDialog } from '@rewards/shared/testing';

const ROW = makeWalletTransaction({ id: 5, utr_number: 'UTR-555', due: false });

function mockGet(screenshot: () => Promise<unknown> = () => Promise.resolve({ data: new Blob() })) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === '/wallet/all') return Promise.resolve({ data: { success: true, data: [ROW] } });
    if (url === '/wallet/5/screenshot') return screenshot();
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

const dueSelect = () => screen.getByRole('combobox', { name: 'Due status of transaction #5' });
const saved = (due: boolean): { data: { success: true; data: WalletTransaction } } => ({
  data: { success: true, data: { ...ROW, due } },
});

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('wallet due selector', () => {
  it('labels match the value and Cancel sends nothing', async () => {
    mockGet();
    const put = jest.spyOn(apiClient, 'put');
    renderWithProviders(<WalletTransactionsPage />);
    await screen.findByText('UTR-555');
    expect(dueSelect()).toHaveDisplayValue('Not Due');

    await userEvent.selectOptions(dueSelect(), 'Due');
    const dialog = await confirmDialog();
    expect(dialog.getByText('Are you sure you want to mark this as Due?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(put).not.toHaveBeenCalled();
    expect(dueSelect()).toHaveDisplayValue('Not Due');
    expect(dueSelect()).toBeEnabled();
  });

  it('changes only after the server saved it, disabled while in flight', async () => {
    mockGet();
    const request = deferred<ReturnType<typeof saved>>();
    const put = jest.spyOn(apiClient, 'put').mockReturnValue(request.promise);
    renderWithProviders(<WalletTransactionsPage />);
    await screen.findByText('UTR-555');

    await userEvent.selectOptions(dueSelect(), 'Due');
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Mark as Due' }));
    expect(put).toHaveBeenCalledWith('/wallet-due/5', { due: true });
    expect(dueSelect()).toBeDisabled();
    expect(dueSelect()).toHaveDisplayValue('Not Due');
    // A second pick while the first is in flight sends nothing more.
    fireEvent.change(dueSelect(), { target: { value: 'due' } });

    request.resolve(saved(true));
    expect(await screen.findByText('Due status updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Updated!')).toBeInTheDocument();
    await waitFor(() => expect(dueSelect()).toBeEnabled());
    expect(dueSelect()).toHaveDisplayValue('Due');
    expect(put).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("asks '... Not Due?' for the way back", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: { success: true, data: [{ ...ROW, due: true }] },
    });
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(saved(false));
    renderWithProviders(<WalletTransactionsPage />);
    await screen.findByText('UTR-555');

    await userEvent.selectOptions(dueSelect(), 'Not Due');
    const dialog = await confirmDialog();
    expect(dialog.getByText('Are you sure you want to mark this as Not Due?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Not Due' }));
    await waitFor(() => expect(dueSelect()).toHaveDisplayValue('Not Due'));
    expect(put).toHaveBeenCalledWith('/wallet-due/5', { due: false });
  });

  it("keeps the old value and says 'Error' / 'Failed to update due status' on failure", async () => {
    mockGet();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'put').mockRejectedValue(new ApiError('boom', 500));
    renderWithProviders(<WalletTransactionsPage />);
    await screen.findByText('UTR-555');

    await userEvent.selectOptions(dueSelect(), 'Due');
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Mark as Due' }));
    expect(await screen.findByText('Failed to update due status')).toBeInTheDocument();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    await waitFor(() => expect(dueSelect()).toBeEnabled());
    expect(dueSelect()).toHaveDisplayValue('Not Due');
  });
});

describe('wallet proof dialog', () => {
  it("opens the screenshot in a 500 wide dialog from the row's View button", async () => {
    const get = mockGet();
    renderWithProviders(<WalletTransactionsPage />);
    await screen.findByText('UTR-555');

    await userEvent.click(screen.getByRole('button', { name: 'View proof of transaction #5' }));
    const dialog = within(await screen.findByRole('dialog'));
    const image = await dialog.findByRole('img', { name: 'Payment proof for transaction #5' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(get).toHaveBeenCalledWith(
      '/wallet/5/screenshot',
      expect.objectContaining({
        responseType: 'blob',
      }),
    );
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '500px' });

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Error' / 'Screenshot not available' when there is none", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGet(() => Promise.reject(new ApiError('Screenshot not available', 404)));
    renderWithProviders(<WalletTransactionsPage />);
    await screen.findByText('UTR-555');

    await userEvent.click(screen.getByRole('button', { name: /View proof/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Screenshot not available')).toBeInTheDocument();
    expect(dialog.queryByRole('img')).not.toBeInTheDocument();
    // The popup too (docs/product.md#wallet-transactions).
    expect(await screen.findAllByText('Screenshot not available')).toHaveLength(2);
  });

  it('treats a body that is not an image as not available', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGet();
    renderWithProviders(<WalletTransactionsPage />);
    await screen.findByText('UTR-555');

    await userEvent.click(screen.getByRole('button', { name: /View proof/ }));
    fireEvent.error(await screen.findByRole('img', { name: /Payment proof/ }));
    expect(await screen.findAllByText('Screenshot not available')).toHaveLength(2);
  });
});

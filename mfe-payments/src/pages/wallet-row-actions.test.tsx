import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletTransaction, WalletTxResponse } from '@rewards/contract';
import {
  confirmDialog,
  deferred,
  mockApi,
  mockList,
  renderWithProviders,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import WalletTransactionsPage from './wallet-transactions-page';
import { makeWalletTransaction } from '../test-fixtures';

const ROW = makeWalletTransaction({ id: 5, utr_number: 'UTR-555', due: false });
// The first bytes of a PNG: the proof as the API streams it.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function renderPage(row: WalletTransaction = ROW) {
  mockList('/wallet', [row]);
  renderWithProviders(<WalletTransactionsPage />);
  await screen.findByText('UTR-555');
}

const dueSelect = () => screen.getByRole('combobox', { name: 'Due status of transaction #5' });
const saved = (due: boolean): WalletTxResponse => ({ success: true, data: { ...ROW, due } });
const dueRequests = () => mockApi.requestsTo('put', '/wallet-due/5').map((request) => request.body);

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('wallet due selector', () => {
  it('labels match the value and Cancel sends nothing', async () => {
    await renderPage();
    expect(dueSelect()).toHaveDisplayValue('Not Due');

    await userEvent.selectOptions(dueSelect(), 'Due');
    const dialog = await confirmDialog();
    expect(dialog.getByText('Are you sure you want to mark this as Due?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(dueRequests()).toEqual([]);
    expect(dueSelect()).toHaveDisplayValue('Not Due');
    expect(dueSelect()).toBeEnabled();
  });

  it('changes only after the server saved it, disabled while in flight', async () => {
    const request = deferred<void>();
    mockApi.put<WalletTxResponse>('/wallet-due/5', saved(true), { until: request.promise });
    await renderPage();

    await userEvent.selectOptions(dueSelect(), 'Due');
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Mark as Due' }));
    await waitFor(() => expect(dueRequests()).toEqual([{ due: true }]));
    expect(dueSelect()).toBeDisabled();
    expect(dueSelect()).toHaveDisplayValue('Not Due');
    // A second pick while the first is in flight sends nothing more.
    fireEvent.change(dueSelect(), { target: { value: 'due' } });

    request.resolve();
    expect(await screen.findByText('Due status updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Updated!')).toBeInTheDocument();
    await waitFor(() => expect(dueSelect()).toBeEnabled());
    expect(dueSelect()).toHaveDisplayValue('Due');
    expect(dueRequests()).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The server's row was put in place: the page was not fetched again, the cards were.
    expect(mockApi.requestsTo('get', '/wallet')).toHaveLength(1);
    await waitFor(() => expect(mockApi.requestsTo('get', '/wallet/summary')).toHaveLength(2));
  });

  it("asks '... Not Due?' for the way back", async () => {
    mockApi.put<WalletTxResponse>('/wallet-due/5', saved(false));
    await renderPage({ ...ROW, due: true });

    await userEvent.selectOptions(dueSelect(), 'Not Due');
    const dialog = await confirmDialog();
    expect(dialog.getByText('Are you sure you want to mark this as Not Due?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Not Due' }));
    await waitFor(() => expect(dueSelect()).toHaveDisplayValue('Not Due'));
    expect(dueRequests()).toEqual([{ due: false }]);
  });

  it("keeps the old value and says 'Error' / 'Failed to update due status' on failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('put', '/wallet-due/5', 500, 'Internal Server Error');
    await renderPage();

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
    mockApi.binary('get', '/wallet/5/screenshot', PNG_BYTES, 'image/png');
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'View proof of transaction #5' }));
    const dialog = within(await screen.findByRole('dialog'));
    const image = await dialog.findByRole('img', { name: 'Payment proof for transaction #5' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(mockApi.requestsTo('get', '/wallet/5/screenshot')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '500px' });

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Error' / 'Screenshot not available' when there is none", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('get', '/wallet/5/screenshot', 404, 'Screenshot not available');
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: /View proof/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Screenshot not available')).toBeInTheDocument();
    expect(dialog.queryByRole('img')).not.toBeInTheDocument();
    // The popup too (docs/product.md#wallet-transactions).
    expect(await screen.findAllByText('Screenshot not available')).toHaveLength(2);
  });

  it('treats a body that is not an image as not available', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.binary('get', '/wallet/5/screenshot', PNG_BYTES, 'image/png');
    await renderPage();

    await userEvent.click(screen.getByRole('button', { name: /View proof/ }));
    fireEvent.error(await screen.findByRole('img', { name: /Payment proof/ }));
    expect(await screen.findAllByText('Screenshot not available')).toHaveLength(2);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emptySummary,
  mockApi,
  mockList,
  mockListSummary,
  renderWithProviders,
  rowOf,
} from '@rewards/shared/testing';
import { toaster } from '@rewards/shared/ui-admin';
import CryptoPaymentsPage from './crypto-payments-page';
import { makeCryptoPayment, statValue } from '../test-fixtures';

function renderPage(route = '/crypto-pay') {
  renderWithProviders(<CryptoPaymentsPage />, { route, probe: true });
}

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('CryptoPaymentsPage', () => {
  it("names every button in the table with its visible text (axe 'label-content-name-mismatch')", async () => {
    mockList('/crypto-payments', [makeCryptoPayment()]);
    renderPage();
    const table = await screen.findByRole('table');
    // As axe compares: letters and digits only, case-insensitive.
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const buttons = within(table).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(2);
    for (const button of buttons) {
      const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
      expect(words(name)).toContain(words(button.textContent ?? ''));
    }
  });

  it("shows 'Loading payments data...' with a spinner until the list arrives", async () => {
    mockList('/crypto-payments', [makeCryptoPayment()]);
    renderPage();
    const loading = screen.getByText('Loading payments data...').closest('[role="status"]');
    expect(loading?.querySelector('.chakra-spinner')).not.toBeNull();
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Loading payments data...')).not.toBeInTheDocument();
  });

  it("shortens order IDs to 8 and TX hashes to 10 characters; cards are the server's numbers", async () => {
    mockList(
      '/crypto-payments',
      [
        makeCryptoPayment({ id: 1, amount: '60.00', payment_status: 'confirmed' }),
        makeCryptoPayment({
          id: 2,
          amount: '1000.00',
          payment_status: 'confirmed',
          order_id: 'XYZ98765432',
          tx_hash: null,
        }),
        makeCryptoPayment({
          id: 3,
          amount: '500.00',
          payment_status: 'pending',
          order_id: 'PEN00000001',
        }),
        makeCryptoPayment({
          id: 4,
          amount: '200.00',
          payment_status: 'failed',
          order_id: 'FAI00000001',
        }),
      ],
      {
        count: 4,
        amount: '1760.00',
        groups: {
          payment_status: {
            confirmed: { count: 2, amount: '1060.00' },
            pending: { count: 1, amount: '500.00' },
            failed: { count: 1, amount: '200.00' },
          },
        },
      },
    );
    renderPage();

    const first = within((await screen.findByText('ORD-1234…')).closest('tr') as HTMLElement);
    expect(
      first.getByRole('button', { name: 'Copy TX hash 0xabcdef0123456789' }),
    ).toHaveTextContent('0xabcdef01…');
    expect(first.getByText('$60.00')).toBeInTheDocument();
    expect(first.getByText('confirmed')).toBeInTheDocument();
    expect(rowOf('PEN00000…').getByText('pending')).toBeInTheDocument();
    expect(rowOf('FAI00000…').getByText('failed')).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Payments')).toBe('4'));
    expect(statValue('Total Amount')).toBe('$1,060.00');
    expect(statValue('Pending')).toBe('1');
    expect(statValue('Failed')).toBe('1');
  });

  it("pops up 'Error' / 'Unable to load payments data' and shows the error with Retry, never zeros", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('get', '/crypto-payments', 500, 'Internal Server Error');
    mockListSummary('/crypto-payments', emptySummary);
    renderPage();

    expect(await screen.findByText('Unable to load payments data')).toBeInTheDocument();
    expect(screen.getByText('Could not load crypto payments')).toBeInTheDocument();
    expect(screen.queryByText('No crypto payments found')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Payments')).not.toBeInTheDocument();

    mockList('/crypto-payments', [makeCryptoPayment()]);
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Total Payments')).toBeInTheDocument();
  });
});

describe('crypto click-to-copy', () => {
  it("copies the full order ID and says 'Copied!' / 'Text copied to clipboard' for 1.5 s", async () => {
    mockList('/crypto-payments', [makeCryptoPayment()]);
    const write = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const create = jest.spyOn(toaster, 'create');
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Copy order ID ORD-1234567890' }));
    expect(write).toHaveBeenCalledWith('ORD-1234567890');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Text copied to clipboard')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Copied!', duration: 1500 }),
    );
    await waitFor(() => expect(screen.queryByText('Copied!')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it('copies the full TX hash and reports a refused clipboard', async () => {
    mockList('/crypto-payments', [makeCryptoPayment()]);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const write = jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new Error('denied'));
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: /Copy TX hash/ }));
    expect(write).toHaveBeenCalledWith('0xabcdef0123456789');
    expect(await screen.findByText('Could not copy to the clipboard')).toBeInTheDocument();
  });
});

describe('crypto payment URL', () => {
  it('shows the payment URL in a dialog', async () => {
    mockList('/crypto-payments', [makeCryptoPayment()]);
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'View URL: payment URL of order ORD-1234567890' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment URL' }));
    expect(
      dialog.getByRole('link', { name: 'https://pay.example.com/ORD-1234567890' }),
    ).toHaveAttribute('href', 'https://pay.example.com/ORD-1234567890');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers 'View URL' only on a payment that has a URL", async () => {
    mockList('/crypto-payments', [makeCryptoPayment({ payment_url: null })]);
    renderPage();

    expect(await screen.findByText('No URL')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /payment URL of order/i })).not.toBeInTheDocument();
  });
});

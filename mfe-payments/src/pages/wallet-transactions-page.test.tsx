import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emptySummary,
  lastListQuery,
  mockApi,
  mockList,
  mockListSummary,
  renderWithProviders,
} from '@rewards/shared/testing';
import WalletTransactionsPage from './wallet-transactions-page';
import { makeWalletTransaction, statValue } from '../test-fixtures';

beforeEach(() => jest.restoreAllMocks());

describe('WalletTransactionsPage', () => {
  it("lists the server's transactions and shows its four summary numbers", async () => {
    mockList(
      '/wallet',
      [
        makeWalletTransaction({
          id: 1,
          amount: '1000.50',
          status: 'completed',
          due: true,
          utr_number: 'UTR-A',
        }),
        makeWalletTransaction({
          id: 2,
          amount: '250.25',
          status: 'pending',
          method: 'SCANNER',
          utr_number: 'UTR-B',
        }),
        makeWalletTransaction({
          id: 3,
          amount: '100.00',
          status: 'completed',
          method: 'CRYPTO',
          utr_number: 'UTR-C',
        }),
      ],
      {
        count: 3,
        amount: '1350.75',
        groups: {
          status: { completed: { count: 2, amount: '1100.50' } },
          due: { '1': { count: 1, amount: '1000.50' }, '0': { count: 2, amount: '350.25' } },
        },
      },
    );
    renderWithProviders(<WalletTransactionsPage />, { route: '/payment' });

    expect(await screen.findByText('UTR-A')).toBeInTheDocument();
    expect(lastListQuery('/wallet')).toEqual({ limit: '100' });
    await waitFor(() => expect(statValue('Total Amount')).toBe('₹1,350.75'));
    expect(statValue('Completed')).toBe('2');
    expect(statValue('Due')).toBe('1');
    expect(statValue('Total')).toBe('3');

    const scannerRow = within(screen.getByText('UTR-B').closest('tr') as HTMLElement);
    expect(scannerRow.getByText('QR Scanner')).toBeInTheDocument();
    expect(scannerRow.getByText('₹250.25')).toBeInTheDocument();
    // The due label matches the value (the old app's inverted labels are a recorded deviation).
    expect(
      within(screen.getByText('UTR-A').closest('tr') as HTMLElement).getByText('Due'),
    ).toBeInTheDocument();
    expect(scannerRow.getByText('Not Due')).toBeInTheDocument();
  });

  it("shows 'No wallet transactions found' for an empty list", async () => {
    mockList('/wallet', []);
    renderWithProviders(<WalletTransactionsPage />);
    expect(await screen.findByText('No wallet transactions found')).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total')).toBe('0'));
  });

  it("pops up 'Error' / 'Unable to load wallet data' and shows the error with Retry, never zeros", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('get', '/wallet', 500, 'Internal Server Error');
    mockListSummary('/wallet', emptySummary);
    renderWithProviders(<WalletTransactionsPage />);

    expect(await screen.findByText('Unable to load wallet data')).toBeInTheDocument();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(screen.getByText('Could not load wallet transactions')).toBeInTheDocument();
    expect(screen.queryByText('No wallet transactions found')).not.toBeInTheDocument();
    expect(screen.queryByText('₹0.00')).not.toBeInTheDocument();

    mockList('/wallet', [makeWalletTransaction()]);
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Could not load wallet transactions')).not.toBeInTheDocument();
  });

  it('links back to the dashboard', async () => {
    mockList('/wallet', []);
    renderWithProviders(<WalletTransactionsPage />);
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
  });
});

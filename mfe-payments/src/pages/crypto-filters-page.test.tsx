import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CryptoPayment } from '@rewards/contract';
import {
  captureCsvDownloads,
  currentParams,
  lastListQuery,
  listQueries,
  mockApi,
  mockList,
  renderWithProviders,
} from '@rewards/shared/testing';
import CryptoPaymentsPage from './crypto-payments-page';
import { makeCryptoPayment } from '../test-fixtures';

function renderPage(route = '/crypto-pay') {
  renderWithProviders(<CryptoPaymentsPage />, { route, probe: true });
}

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('crypto filters', () => {
  const ROWS = [
    makeCryptoPayment({
      id: 1,
      order_id: 'AAA-ORDER-1',
      network: 'TRON',
      payment_status: 'confirmed',
    }),
    makeCryptoPayment({
      id: 2,
      full_name: 'Ravi Kumar',
      order_id: 'BBB-ORDER-2',
      tx_hash: '0xCAFE0000000000',
      network: 'BSC',
      payment_status: 'pending',
    }),
    makeCryptoPayment({ id: 3, order_id: 'CCC-ORDER-3', network: 'ETH', payment_status: 'failed' }),
  ];
  const visibleOrders = () =>
    ['AAA-ORDE…', 'BBB-ORDE…', 'CCC-ORDE…'].filter((text) => screen.queryByText(text) !== null);

  // The server filters: this one answers the rows a query would match.
  const serverFilter = (query: Record<string, string>) =>
    ROWS.filter(
      (row) =>
        (!query.q || row.tx_hash?.toLowerCase().includes(query.q) === true) &&
        (!query.network || row.network === query.network) &&
        (!query.status || row.payment_status === query.status),
    );

  it('search, status and network go to the server as they change and live in the URL', async () => {
    mockList('/crypto-payments', serverFilter);
    renderPage();
    await screen.findByText('AAA-ORDE…');

    await userEvent.type(screen.getByLabelText('Search'), '0xcafe');
    await waitFor(() => expect(visibleOrders()).toEqual(['BBB-ORDE…']));
    expect(lastListQuery('/crypto-payments')).toEqual({ q: '0xcafe', limit: '100' });
    expect(lastListQuery('/crypto-payments/summary')).toEqual({ q: '0xcafe' });
    expect(currentParams()).toEqual({ q: '0xcafe' });
    expect(screen.getByText('Showing 1 of 3 payments')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.selectOptions(screen.getByLabelText('Network'), 'ETH');
    await waitFor(() => expect(visibleOrders()).toEqual(['CCC-ORDE…']));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    await waitFor(() => expect(visibleOrders()).toEqual([]));
    expect(lastListQuery('/crypto-payments')).toEqual({
      network: 'ETH',
      status: 'confirmed',
      limit: '100',
    });
    expect(currentParams()).toEqual({ network: 'ETH', status: 'confirmed' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(visibleOrders()).toHaveLength(3));
    expect(currentParams()).toEqual({});
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  }, 15_000);

  it('sorts by a header through the server, in the URL', async () => {
    mockList('/crypto-payments', ROWS);
    renderPage();
    await screen.findByText('AAA-ORDE…');

    await userEvent.click(screen.getByRole('button', { name: /Network/ }));
    await waitFor(() =>
      expect(lastListQuery('/crypto-payments')).toEqual({ sort: 'network:asc', limit: '100' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Network/ }));
    await waitFor(() =>
      expect(lastListQuery('/crypto-payments')).toEqual({ sort: 'network:desc', limit: '100' }),
    );
    expect(currentParams()).toEqual({ sort: 'network:desc' });
  });

  it("restores filters from the URL and exports the server's CSV of that view", async () => {
    const csv = captureCsvDownloads();
    mockList('/crypto-payments', [ROWS[1] as CryptoPayment]);
    renderPage('/crypto-pay?q=ravi&from=2025-03-01&to=2025-03-01');
    await screen.findByText('BBB-ORDE…');
    expect(screen.getByLabelText('Search')).toHaveValue('ravi');
    const view = {
      q: 'ravi',
      from: new Date(2025, 2, 1).toISOString(),
      to: new Date(2025, 2, 1, 23, 59, 59, 999).toISOString(),
    };
    expect(listQueries('/crypto-payments')).toContainEqual({ ...view, limit: '100' });

    const file = '"ID","Order ID"\r\n"2","BBB-ORDER-2"';
    mockApi.binary(
      'get',
      '/crypto-payments/export.csv',
      new TextEncoder().encode(file),
      'text/csv',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('CSV exported')).toBeInTheDocument();
    expect(lastListQuery('/crypto-payments/export.csv')).toEqual(view);
    expect(await csv.lines()).toEqual(['"ID","Order ID"', '"2","BBB-ORDER-2"']);
  });
});

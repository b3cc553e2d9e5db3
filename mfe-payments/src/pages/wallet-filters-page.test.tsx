import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletTransaction } from '@rewards/contract';
import {
  captureCsvDownloads,
  currentParams,
  lastListQuery,
  mockApi,
  mockList,
  renderWithProviders,
} from '@rewards/shared/testing';
import WalletTransactionsPage from './wallet-transactions-page';
import { makeWalletTransaction, statValue } from '../test-fixtures';

const ROWS: WalletTransaction[] = [
  makeWalletTransaction({
    id: 1,
    full_name: 'Asha Verma',
    utr_number: 'UTR-AAA',
    due: true,
    payment_date: new Date(2025, 2, 1, 0, 0).toISOString(),
  }),
  makeWalletTransaction({
    id: 2,
    full_name: 'Ravi Kumar',
    email: 'ravi@mail.test',
    utr_number: 'UTR-BBB',
    method: 'SCANNER',
    payment_date: new Date(2025, 2, 3, 23, 59).toISOString(),
  }),
  makeWalletTransaction({
    id: 3,
    full_name: 'Meera Nair',
    email: 'meera@example.com',
    utr_number: 'UTR-CCC',
    method: 'CRYPTO',
    payment_date: new Date(2025, 2, 4, 0, 0).toISOString(),
  }),
];

/** The server's filtering, as the list engine does it, over ROWS. */
const serverFilter = (query: Record<string, string>) =>
  ROWS.filter(
    (row) =>
      (!query.q ||
        [row.full_name, row.email, row.utr_number].some((text) =>
          text.toLowerCase().includes(query.q?.toLowerCase() ?? ''),
        )) &&
      (!query.due || row.due === (query.due === 'due')) &&
      (!query.method || row.method === query.method) &&
      (!query.from || row.payment_date >= query.from) &&
      (!query.to || row.payment_date <= query.to),
  );

/** What the screen asked the server for (the page's query without its paging). */
const sentFilters = () => {
  const { limit: _limit, ...filters } = lastListQuery('/wallet') ?? {};
  return filters;
};

function renderPage(route = '/payment') {
  mockList('/wallet', serverFilter, (query) => ({
    count: serverFilter(query).length,
    amount: '0.00',
    groups: {},
  }));
  renderWithProviders(<WalletTransactionsPage />, { route, probe: true });
}

const visibleUtrs = () =>
  ['UTR-AAA', 'UTR-BBB', 'UTR-CCC'].filter((utr) => screen.queryByText(utr) !== null);
const field = (label: string) => screen.getByLabelText(label);
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));

beforeEach(() => jest.restoreAllMocks());

describe('WalletTransactionsPage filters', () => {
  it('refuses a From date after the To date: says so and Apply changes nothing', async () => {
    renderPage();
    await screen.findByText('UTR-AAA');
    fireEvent.change(field('From'), { target: { value: '2025-03-04' } });
    fireEvent.change(field('To'), { target: { value: '2025-03-01' } });
    expect(screen.getByText('The To date must be on or after the From date.')).toBeInTheDocument();
    await apply();
    expect(currentParams()).toEqual({});
    expect(visibleUtrs()).toEqual(['UTR-AAA', 'UTR-BBB', 'UTR-CCC']);

    fireEvent.change(field('To'), { target: { value: '2025-03-04' } });
    expect(screen.queryByText('The To date must be on or after the From date.')).toBeNull();
    await apply();
    expect(currentParams()).toEqual({ from: '2025-03-04', to: '2025-03-04' });
  });

  it('applies the due filter only when Apply is pressed and then shows the Showing line', async () => {
    renderPage();
    await screen.findByText('UTR-AAA');

    await userEvent.selectOptions(field('Due'), 'Due');
    expect(visibleUtrs()).toEqual(['UTR-AAA', 'UTR-BBB', 'UTR-CCC']);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(currentParams()).toEqual({});

    await apply();
    await waitFor(() => expect(visibleUtrs()).toEqual(['UTR-AAA']));
    expect(sentFilters()).toEqual({ due: 'due' });
    // The old app hid this line for the due filter alone (a recorded deviation).
    expect(screen.getByText('Showing 1 of 3 transactions')).toBeInTheDocument();
    expect(currentParams()).toEqual({ due: 'due' });
  });

  it('searches name, email and UTR case-insensitively, on Apply or Enter', async () => {
    renderPage();
    await screen.findByText('UTR-AAA');

    await userEvent.type(field('Search'), 'MAIL.TEST');
    expect(visibleUtrs()).toHaveLength(3);
    await apply();
    await waitFor(() => expect(visibleUtrs()).toEqual(['UTR-BBB']));
    expect(sentFilters()).toEqual({ q: 'MAIL.TEST' });

    await userEvent.clear(field('Search'));
    await userEvent.type(field('Search'), 'utr-c{Enter}');
    await waitFor(() => expect(visibleUtrs()).toEqual(['UTR-CCC']));
    expect(currentParams()).toEqual({ q: 'utr-c' });
    expect(screen.getByText('Showing 1 of 3 transactions')).toBeInTheDocument();
  });

  it('sends From from the start of the local day and To through the end of it', async () => {
    renderPage();
    await screen.findByText('UTR-AAA');

    await userEvent.type(field('From'), '2025-03-01');
    await userEvent.type(field('To'), '2025-03-03');
    await apply();
    await waitFor(() => expect(visibleUtrs()).toEqual(['UTR-AAA', 'UTR-BBB']));
    expect(sentFilters()).toEqual({
      from: new Date(2025, 2, 1).toISOString(),
      to: new Date(2025, 2, 3, 23, 59, 59, 999).toISOString(),
    });
    expect(currentParams()).toEqual({ from: '2025-03-01', to: '2025-03-03' });
    expect(screen.getByText('Showing 2 of 3 transactions')).toBeInTheDocument();
  });

  it('filters by method and combines filters', async () => {
    renderPage();
    await screen.findByText('UTR-AAA');
    await userEvent.selectOptions(field('Method'), 'QR Scanner');
    await apply();
    await waitFor(() => expect(visibleUtrs()).toEqual(['UTR-BBB']));
    await userEvent.selectOptions(field('Due'), 'Due');
    await apply();
    expect(await screen.findByText('No wallet transactions found')).toBeInTheDocument();
    expect(visibleUtrs()).toEqual([]);
    expect(sentFilters()).toEqual({ method: 'SCANNER', due: 'due' });
    expect(screen.getByText('Showing 0 of 3 transactions')).toBeInTheDocument();
  });

  it('Clear resets the fields, the URL and the list', async () => {
    renderPage('/payment?q=asha&due=due&method=UPI&from=2025-03-01&to=2025-03-02');
    await screen.findByText('UTR-AAA');
    expect(visibleUtrs()).toEqual(['UTR-AAA']);
    expect(field('Search')).toHaveValue('asha');
    expect(field('Due')).toHaveValue('due');

    await userEvent.type(field('Search'), ' draft');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(visibleUtrs()).toHaveLength(3));
    expect(currentParams()).toEqual({});
    expect(field('Search')).toHaveValue('');
    expect(field('Due')).toHaveValue('all');
    expect(field('Method')).toHaveValue('all');
    expect(field('From')).toHaveValue('');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it("exports the server's CSV of the applied filters and sort", async () => {
    const csv = captureCsvDownloads();
    renderPage('/payment?method=SCANNER&sort=amount:desc');
    await screen.findByText('UTR-BBB');

    const file = '"Transaction ID","UTR"\r\n"2","UTR-BBB"';
    mockApi.binary('get', '/wallet/export.csv', new TextEncoder().encode(file), 'text/csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('CSV exported')).toBeInTheDocument();
    expect(lastListQuery('/wallet/export.csv')).toEqual({ method: 'SCANNER', sort: 'amount:desc' });
    expect(csv.click).toHaveBeenCalledTimes(1);
    expect(await csv.lines()).toEqual(['"Transaction ID","UTR"', '"2","UTR-BBB"']);
  });

  it('sorts by a header through the server, in the URL', async () => {
    renderPage();
    await screen.findByText('UTR-AAA');
    await userEvent.click(screen.getByRole('button', { name: /Method/ }));
    await waitFor(() => expect(sentFilters()).toEqual({ sort: 'method:asc' }));
    expect(currentParams()).toEqual({ sort: 'method:asc' });
  });

  it("shows the server's summary for the filters applied", async () => {
    renderPage('/payment?due=due');
    await screen.findByText('UTR-AAA');
    await waitFor(() => expect(statValue('Total')).toBe('1'));
    expect(lastListQuery('/wallet/summary')).toEqual({ due: 'due' });
  });
});

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletListResponse, WalletTransaction } from '@rewards/contract';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import WalletTransactionsPage from './wallet-transactions-page';
import { makeWalletTransaction, statValue } from '../test-fixtures';
import { captureCsvDownloads, currentParams, LocationProbe } from '@rewards/shared/testing';

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

function renderPage(route = '/payment') {
  mockApi.get<WalletListResponse>('/wallet/all', { success: true, data: ROWS });
  renderWithProviders(
    <>
      <WalletTransactionsPage />
      <LocationProbe />
    </>,
    { route },
  );
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
    expect(visibleUtrs()).toEqual(['UTR-AAA']);
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
    expect(visibleUtrs()).toEqual(['UTR-BBB']);

    await userEvent.clear(field('Search'));
    await userEvent.type(field('Search'), 'utr-c{Enter}');
    expect(visibleUtrs()).toEqual(['UTR-CCC']);
    expect(currentParams()).toEqual({ q: 'utr-c' });
    expect(screen.getByText('Showing 1 of 3 transactions')).toBeInTheDocument();
  });

  it('takes From from the start of the day and To through the end of it', async () => {
    renderPage();
    await screen.findByText('UTR-AAA');

    await userEvent.type(field('From'), '2025-03-01');
    await userEvent.type(field('To'), '2025-03-03');
    await apply();
    expect(visibleUtrs()).toEqual(['UTR-AAA', 'UTR-BBB']);
    expect(currentParams()).toEqual({ from: '2025-03-01', to: '2025-03-03' });
    expect(screen.getByText('Showing 2 of 3 transactions')).toBeInTheDocument();
  });

  it('filters by method and combines filters', async () => {
    renderPage();
    await screen.findByText('UTR-AAA');
    await userEvent.selectOptions(field('Method'), 'QR Scanner');
    await apply();
    expect(visibleUtrs()).toEqual(['UTR-BBB']);
    await userEvent.selectOptions(field('Due'), 'Due');
    await apply();
    expect(visibleUtrs()).toEqual([]);
    expect(screen.getByText('No wallet transactions found')).toBeInTheDocument();
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
    expect(visibleUtrs()).toHaveLength(3);
    expect(currentParams()).toEqual({});
    expect(field('Search')).toHaveValue('');
    expect(field('Due')).toHaveValue('all');
    expect(field('Method')).toHaveValue('all');
    expect(field('From')).toHaveValue('');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('exports only the filtered rows to CSV', async () => {
    const csv = captureCsvDownloads();
    renderPage('/payment?method=SCANNER');
    await screen.findByText('UTR-BBB');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(csv.click).toHaveBeenCalledTimes(1);
    expect(await csv.lines()).toEqual([
      // The transaction id and status name the row in a spreadsheet (issue 31).
      '"Transaction ID","User","Amount","Method","UTR","Due","Date","Status"',
      `"${ROWS[1]?.id}","Ravi Kumar <ravi@mail.test>","500.00","QR Scanner","UTR-BBB","Not Due","${ROWS[1]?.payment_date}","${ROWS[1]?.status}"`,
    ]);
  });

  it('keeps the summary cards over every transaction while filtered', async () => {
    renderPage('/payment?due=due');
    await screen.findByText('UTR-AAA');
    expect(statValue('Total')).toBe('3');
  });
});

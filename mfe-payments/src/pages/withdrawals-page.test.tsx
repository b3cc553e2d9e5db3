import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListSummary } from '@rewards/contract';
import {
  captureCsvDownloads,
  currentParams,
  emptySummary,
  lastListQuery,
  listQueries,
  mockApi,
  mockList,
  mockListPage,
  mockListSummary,
  renderWithProviders,
} from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal, statValue } from '../test-fixtures';

const SUMMARY: ListSummary = {
  count: 4,
  amount: '2049.50',
  groups: {
    status: {
      completed: { count: 2, amount: '1000.50' },
      pending: { count: 1, amount: '999.00' },
      rejected: { count: 1, amount: '50.00' },
    },
  },
};

beforeEach(() => jest.restoreAllMocks());

function renderPage(route = '/withdrawal') {
  renderWithProviders(<WithdrawalsPage />, { route, probe: true });
}

describe('WithdrawalsPage', () => {
  it("lists the server's rows and shows its summary: completed amount and counts by status", async () => {
    mockListPage('/withdrawals', [
      makeWithdrawal({ id: 11, status: 'completed', message: 'First' }),
      makeWithdrawal({ id: 12, status: 'completed', method: 'bank', message: 'Second' }),
    ]);
    mockListSummary('/withdrawals', SUMMARY);
    renderPage();

    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Amount')).toBe('₹1,000.50'));
    expect(statValue('Pending')).toBe('1');
    expect(statValue('Completed')).toBe('2');
    expect(statValue('Rejected')).toBe('1');
    expect(
      within(screen.getByText('Second').closest('tr') as HTMLElement).getByText('Bank'),
    ).toBeInTheDocument();
    expect(lastListQuery('/withdrawals')).toEqual({ limit: '100' });
  });

  it('logs a failed load and offers Retry rather than an empty list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.unreachable('get', '/withdrawals');
    mockListSummary('/withdrawals', emptySummary);
    renderPage();

    expect(await screen.findByText('Could not load withdrawals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('sends status and dates to the server as they change, kept in the URL', async () => {
    // The server filters: this one answers one row for a status, all three otherwise.
    mockList(
      '/withdrawals',
      (query) => (query.status ? [ROWS[0]] : ROWS),
      (query) => (query.status ? { count: 1, amount: '300.00', groups: {} } : emptySummary),
    );
    renderPage();
    await screen.findByText('May 10 morning');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(await screen.findByText('Showing 1 of 3 withdrawals')).toBeInTheDocument();
    expect(lastListQuery('/withdrawals')).toEqual({ status: 'pending', limit: '100' });
    expect(lastListQuery('/withdrawals/summary')).toEqual({ status: 'pending' });
    expect(currentParams()).toEqual({ status: 'pending' });
    expect(screen.queryByText('May 11')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
    await userEvent.type(screen.getByLabelText('From'), '2025-05-10');
    await userEvent.type(screen.getByLabelText('To'), '2025-05-10');
    // The admin's whole local day, from its first to its last millisecond.
    await waitFor(() =>
      expect(lastListQuery('/withdrawals')).toEqual({
        from: new Date(2025, 4, 10).toISOString(),
        to: new Date(2025, 4, 10, 23, 59, 59, 999).toISOString(),
        limit: '100',
      }),
    );
    expect(currentParams()).toEqual({ from: '2025-05-10', to: '2025-05-10' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('May 11')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(currentParams()).toEqual({});
  });

  it('sorts by a header through the server, in the URL', async () => {
    mockList('/withdrawals', ROWS);
    renderPage();
    await screen.findByText('May 11');

    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() =>
      expect(lastListQuery('/withdrawals')).toEqual({ sort: 'amount:asc', limit: '100' }),
    );
    expect(currentParams()).toEqual({ sort: 'amount:asc' });
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it("reads its filters from the URL and exports the server's CSV of that view", async () => {
    const csv = captureCsvDownloads();
    mockList('/withdrawals', [ROWS[2]]);
    renderPage('/withdrawal?status=rejected&sort=id:desc');
    await screen.findByText('May 11');
    expect(listQueries('/withdrawals')).toContainEqual({
      status: 'rejected',
      sort: 'id:desc',
      limit: '100',
    });

    const file = '"ID","User"\r\n"3","Asha Verma <asha@example.com>"';
    mockApi.binary('get', '/withdrawals/export.csv', new TextEncoder().encode(file), 'text/csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('CSV exported')).toBeInTheDocument();
    expect(lastListQuery('/withdrawals/export.csv')).toEqual({
      status: 'rejected',
      sort: 'id:desc',
    });
    expect(await csv.lines()).toEqual(['"ID","User"', '"3","Asha Verma <asha@example.com>"']);
  });
});

const ROWS = [
  makeWithdrawal({ id: 1, status: 'pending', message: 'May 10 morning' }),
  makeWithdrawal({ id: 2, status: 'completed', message: 'May 10 late' }),
  makeWithdrawal({ id: 3, status: 'rejected', method: 'bank', message: 'May 11' }),
] as const;

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListSummary, Withdrawal, WithdrawalResponse } from '@rewards/contract';
import {
  confirmDialog,
  deferred,
  mockApi,
  mockList,
  renderWithProviders,
  rowOf,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal, statValue } from '../test-fixtures';

const PENDING = makeWithdrawal({ id: 13, status: 'pending', message: 'Pay me please' });
const DONE = makeWithdrawal({ id: 14, status: 'completed', message: 'Already paid' });

const reply = (row: Withdrawal): WithdrawalResponse => ({ success: true, data: row });
const decisions = () => mockApi.requestsTo('put', '/withdrawals/13').map((request) => request.body);

const approve = () => screen.getByRole('button', { name: 'Approve withdrawal #13' });
const reject = () => screen.getByRole('button', { name: 'Reject withdrawal #13' });

/** The server's counts by status; a test changes them as the server would after a decision. */
let counts: Record<string, number> = {};
const summary = (): ListSummary => ({
  count: 2,
  amount: '600.00',
  groups: {
    status: Object.fromEntries(
      Object.entries(counts).map(([status, count]) => [status, { count, amount: '300.00' }]),
    ),
  },
});

async function renderPage() {
  counts = { pending: 1, completed: 1 };
  mockList('/withdrawals', [PENDING, DONE], summary);
  renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal' });
  await screen.findByText('Pay me please');
}

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('withdrawal decisions', () => {
  it('shows Approve and Reject only on pending rows', async () => {
    await renderPage();
    expect(approve()).toBeEnabled();
    expect(reject()).toBeEnabled();
    expect(rowOf('Already paid').queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });

  it('asks first; Cancel sends nothing', async () => {
    await renderPage();

    await userEvent.click(approve());
    const dialog = await confirmDialog();
    // The question names the withdrawal: id, amount and user (docs/spec-deviations.md).
    expect(
      dialog.getByText('Approve withdrawal #13 of ₹300.00 to Asha Verma?'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Are you sure you want to mark this as completed?'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(decisions()).toEqual([]);
    expect(approve()).toBeEnabled();
  });

  it('approves pessimistically: disabled in flight, one request, row changes on success', async () => {
    const request = deferred<void>();
    mockApi.put<WithdrawalResponse>('/withdrawals/13', reply({ ...PENDING, status: 'completed' }), {
      until: request.promise,
    });
    await renderPage();

    await userEvent.click(approve());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions()).toEqual([{ status: 'completed' }]));
    expect(approve()).toBeDisabled();
    expect(reject()).toBeDisabled();
    await userEvent.dblClick(approve());
    expect(rowOf('Pay me please').getByText('pending')).toBeInTheDocument();
    expect(statValue('Pending')).toBe('1');

    counts = { pending: 0, completed: 2 };
    request.resolve();
    expect(await screen.findByText('Withdrawal #13 marked as completed.')).toBeInTheDocument();
    expect(rowOf('Pay me please').getByText('completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve withdrawal/ })).not.toBeInTheDocument();
    // The cards are the server's numbers again, asked for after the decision.
    await waitFor(() => expect(statValue('Pending')).toBe('0'));
    expect(statValue('Completed')).toBe('2');
    expect(decisions()).toHaveLength(1);
    // The row was patched in place: the page itself was not fetched again.
    expect(mockApi.requestsTo('get', '/withdrawals')).toHaveLength(1);
  });

  it("rejects after naming it and 'Are you sure you want to mark this as rejected?'", async () => {
    mockApi.put<WithdrawalResponse>('/withdrawals/13', reply({ ...PENDING, status: 'rejected' }));
    await renderPage();

    await userEvent.click(reject());
    const dialog = await confirmDialog();
    expect(dialog.getByText('Reject withdrawal #13 of ₹300.00 to Asha Verma?')).toBeInTheDocument();
    expect(dialog.getByText('Are you sure you want to mark this as rejected?')).toBeInTheDocument();
    counts = { completed: 1, rejected: 1 };
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(rowOf('Pay me please').getByText('rejected')).toBeInTheDocument());
    expect(decisions()).toEqual([{ status: 'rejected' }]);
    await waitFor(() => expect(statValue('Rejected')).toBe('1'));
  });

  it('on a 409 reloads the row and says someone decided first', async () => {
    mockApi.get<WithdrawalResponse>('/withdrawals/13', reply({ ...PENDING, status: 'completed' }));
    mockApi.fail('put', '/withdrawals/13', 409, 'Withdrawal was already completed');
    await renderPage();

    await userEvent.click(reject());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Withdrawal was already completed. The row has been reloaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Already decided')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/withdrawals/13')).toHaveLength(1);
    expect(rowOf('Pay me please').getByText('completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject withdrawal/ })).not.toBeInTheDocument();
  });

  it('titles a refused second approval as such, not "Changed meanwhile" (the admin review)', async () => {
    const MESSAGE =
      'A second approval must come from an admin whose account the first approver did not create or change';
    mockApi.put(
      '/withdrawals/13',
      { success: false, message: MESSAGE, reason: 'not_permitted' },
      {
        status: 409,
      },
    );
    await renderPage();

    await userEvent.click(approve());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Second approval not allowed')).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Changed meanwhile')).toBeNull();
    expect(rowOf('Pay me please').getByText('pending')).toBeInTheDocument();
  });

  it('on a 409 whose row cannot be re-read, reloads the whole list', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('get', '/withdrawals/13', 503, 'Service Unavailable');
    mockApi.fail('put', '/withdrawals/13', 409, 'Withdrawal was already rejected');
    await renderPage();

    await userEvent.click(approve());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Withdrawal was already rejected. The list has been reloaded.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(mockApi.requestsTo('get', '/withdrawals')).toHaveLength(2));
  });

  it('keeps the row pending and reports any other failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('put', '/withdrawals/13', 404, 'Withdrawal not found');
    await renderPage();

    await userEvent.click(approve());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Withdrawal not found')).toBeInTheDocument();
    expect(rowOf('Pay me please').getByText('pending')).toBeInTheDocument();
    await waitFor(() => expect(approve()).toBeEnabled());
  });
});

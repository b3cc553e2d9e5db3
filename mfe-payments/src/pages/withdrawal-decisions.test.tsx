import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@rewards/shared';
import type { Withdrawal } from '@rewards/contract';
import { renderWithProviders } from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal, statValue } from '../test-fixtures';

import { confirmDialog, deferred, rowOf, waitForNoConfirmDialog } from '@rewards/shared/testing';

const PENDING = makeWithdrawal({ id: 13, status: 'pending', message: 'Pay me please' });
const DONE = makeWithdrawal({ id: 14, status: 'completed', message: 'Already paid' });

type Reply = { data: { success: true; data: Withdrawal } };
const reply = (row: Withdrawal): Reply => ({ data: { success: true, data: row } });

function mockGet(single?: () => Promise<Reply>) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === '/withdrawals/all')
      return Promise.resolve({ data: { success: true, data: [PENDING, DONE] } });
    if (url === '/withdrawals/13' && single) return single();
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

const approve = () => screen.getByRole('button', { name: 'Approve withdrawal #13' });
const reject = () => screen.getByRole('button', { name: 'Reject withdrawal #13' });

async function renderPage() {
  renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal' });
  await screen.findByText('Pay me please');
}

beforeEach(() => {
  jest.restoreAllMocks();
});

describe('withdrawal decisions', () => {
  it('shows Approve and Reject only on pending rows', async () => {
    mockGet();
    await renderPage();
    expect(approve()).toBeEnabled();
    expect(reject()).toBeEnabled();
    expect(rowOf('Already paid').queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });

  it('asks first; Cancel sends nothing', async () => {
    mockGet();
    const put = jest.spyOn(apiClient, 'put');
    await renderPage();

    await userEvent.click(approve());
    const dialog = await confirmDialog();
    expect(
      dialog.getByText('Are you sure you want to mark this as completed?'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(put).not.toHaveBeenCalled();
    expect(approve()).toBeEnabled();
  });

  it('approves pessimistically: disabled in flight, one request, row changes on success', async () => {
    mockGet();
    const request = deferred<Reply>();
    const put = jest.spyOn(apiClient, 'put').mockReturnValue(request.promise);
    await renderPage();

    await userEvent.click(approve());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    expect(put).toHaveBeenCalledWith('/withdrawals/13', { status: 'completed' });
    expect(approve()).toBeDisabled();
    expect(reject()).toBeDisabled();
    await userEvent.dblClick(approve());
    expect(rowOf('Pay me please').getByText('pending')).toBeInTheDocument();
    expect(statValue('Pending')).toBe('1');

    request.resolve(reply({ ...PENDING, status: 'completed' }));
    expect(await screen.findByText('Withdrawal #13 marked as completed.')).toBeInTheDocument();
    expect(rowOf('Pay me please').getByText('completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve withdrawal/ })).not.toBeInTheDocument();
    expect(statValue('Pending')).toBe('0');
    expect(statValue('Completed')).toBe('2');
    expect(put).toHaveBeenCalledTimes(1);
  });

  it("rejects after 'Are you sure you want to mark this as rejected?'", async () => {
    mockGet();
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue(reply({ ...PENDING, status: 'rejected' }));
    await renderPage();

    await userEvent.click(reject());
    const dialog = await confirmDialog();
    expect(dialog.getByText('Are you sure you want to mark this as rejected?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(rowOf('Pay me please').getByText('rejected')).toBeInTheDocument());
    expect(put).toHaveBeenCalledWith('/withdrawals/13', { status: 'rejected' });
    expect(statValue('Rejected')).toBe('1');
  });

  it('on a 409 reloads the row and says someone decided first', async () => {
    const get = mockGet(() => Promise.resolve(reply({ ...PENDING, status: 'completed' })));
    jest
      .spyOn(apiClient, 'put')
      .mockRejectedValue(new ApiError('Withdrawal was already completed', 409));
    await renderPage();

    await userEvent.click(reject());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Withdrawal was already completed. The row has been reloaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Already decided')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/withdrawals/13');
    expect(rowOf('Pay me please').getByText('completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject withdrawal/ })).not.toBeInTheDocument();
  });

  it('on a 409 whose row cannot be re-read, reloads the whole list', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const get = mockGet(() => Promise.reject(new ApiError('down', 503)));
    jest
      .spyOn(apiClient, 'put')
      .mockRejectedValue(new ApiError('Withdrawal was already rejected', 409));
    await renderPage();

    await userEvent.click(approve());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Withdrawal was already rejected. The list has been reloaded.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === '/withdrawals/all')).toHaveLength(2),
    );
  });

  it('keeps the row pending and reports any other failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGet();
    jest.spyOn(apiClient, 'put').mockRejectedValue(new ApiError('Withdrawal not found', 404));
    await renderPage();

    await userEvent.click(approve());
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Withdrawal not found')).toBeInTheDocument();
    expect(rowOf('Pay me please').getByText('pending')).toBeInTheDocument();
    await waitFor(() => expect(approve()).toBeEnabled());
  });
});

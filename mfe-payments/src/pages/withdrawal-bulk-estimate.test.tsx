import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmDialog,
  listPage,
  mockApi,
  mockListSummary,
  renderWithProviders,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal } from '../test-fixtures';

// Select-all when the list's total is an estimate (decision 050, addendum): offered as
// "about N"; the server counts the filter's matches before the confirm, which names the exact
// count; more than the bulk limit is refused with the server's reason and nothing is sent.

const ESTIMATE = 9407;
const EXACT = 9916;
const OVER_LIMIT =
  'The filter matches more than 10,000 withdrawals; narrow it (nothing was changed)';

const ndjson = (lines: object[]) =>
  new TextEncoder().encode(lines.map((line) => JSON.stringify(line)).join('\n') + '\n');

async function selectRowOfEstimatedList(total = ESTIMATE) {
  const rows = [makeWithdrawal({ id: 13, amount: '300.00' })];
  mockApi.get('/withdrawals', () => ({
    success: true as const,
    data: { ...listPage(rows, total), totalIsEstimate: true },
  }));
  mockListSummary('/withdrawals', { count: EXACT, amount: '99160.00', groups: {} });
  renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal?status=pending' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 13' }));
  return within(screen.getByRole('region', { name: 'Selection' }));
}

async function selectAllEstimated() {
  const bar = await selectRowOfEstimatedList();
  await userEvent.click(
    bar.getByRole('button', { name: 'Select all about 9,407 withdrawals matching this filter' }),
  );
  expect(
    bar.getByText('All about 9,407 withdrawals matching this filter selected'),
  ).toBeInTheDocument();
  return bar;
}

describe('select all for an estimated total on the Withdrawal screen', () => {
  it('confirms the exact count the server counted, and sends nothing on cancel', async () => {
    mockApi.post('/withdrawals/bulk/approve/count', { success: true, data: { total: EXACT } });
    const bar = await selectAllEstimated();
    await userEvent.click(bar.getByRole('button', { name: 'Approve selected' }));
    const dialog = await confirmDialog();
    expect(dialog.getByText('Approve 9,916 withdrawals totalling ₹99,160.00?')).toBeInTheDocument();
    expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve/count')[0]?.body).toEqual({
      filter: { status: 'pending' },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(
      bar.getByText('All 9,916 withdrawals matching this filter selected'),
    ).toBeInTheDocument();
    expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve')).toHaveLength(0);
  });

  it('runs on the filter and reports the exact count', async () => {
    mockApi.post('/withdrawals/bulk/approve/count', { success: true, data: { total: EXACT } });
    const summary = { kind: 'summary', total: EXACT, done: EXACT, refused: 0 };
    mockApi.binary(
      'post',
      '/withdrawals/bulk/approve',
      ndjson([
        { kind: 'start', total: EXACT },
        { ...summary, awaitingSecond: 0, stopped: false },
      ]),
      'application/x-ndjson',
    );
    const bar = await selectAllEstimated();
    await userEvent.click(bar.getByRole('button', { name: 'Approve selected' }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve')).toHaveLength(1),
    );
    expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve')[0]?.body).toEqual({
      filter: { status: 'pending' },
    });
    expect(await screen.findByText('9,916 completed')).toBeInTheDocument();
  });

  it("shows the server's refusal of more than the limit, asks no reason and sends nothing", async () => {
    mockApi.fail('post', '/withdrawals/bulk/reject/count', 400, OVER_LIMIT);
    const bar = await selectAllEstimated();
    await userEvent.click(bar.getByRole('button', { name: 'Reject selected' }));
    expect(await bar.findByRole('alert')).toHaveTextContent(OVER_LIMIT);
    expect(bar.getByText('1 withdrawal selected')).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Reason for rejecting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mockApi.requestsTo('POST', '/withdrawals/bulk/reject')).toHaveLength(0);
  });

  it('keeps to the limit text when the estimate is far above the limit', async () => {
    const bar = await selectRowOfEstimatedList(50_000);
    expect(
      bar.getByText('At most 10,000 at a time: narrow the filter to select all'),
    ).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
  });
});

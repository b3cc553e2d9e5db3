import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmDialog,
  mockApi,
  mockList,
  renderWithProviders,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal } from '../test-fixtures';

// The Withdrawal screen's bulk decisions, on the shared BulkActions (decision 030): the one
// reason of a bulk reject is asked before the confirm and sent with the rows.

const ndjson = (lines: object[]) =>
  new TextEncoder().encode(lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
const SUMMARY = {
  kind: 'summary',
  total: 1,
  done: 1,
  refused: 0,
  awaitingSecond: 0,
  stopped: false,
};

async function selectRow13() {
  mockList('/withdrawals', [makeWithdrawal({ id: 13, amount: '300.00' })]);
  renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 13' }));
}

describe('bulk decisions on the Withdrawal screen', () => {
  it('asks one reason, then confirms the count and total, and sends both', async () => {
    mockApi.binary('post', '/withdrawals/bulk/reject', ndjson([SUMMARY]), 'application/x-ndjson');
    await selectRow13();
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const reasonDialog = await screen.findByRole('dialog', { name: 'Reason for rejecting' });
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Reason \(kept in the audit log/ }),
      '  Duplicate accounts ',
    );
    await userEvent.click(submit);
    await waitFor(() => expect(reasonDialog).not.toBeInTheDocument());

    const dialog = await confirmDialog();
    expect(dialog.getByText('Reject 1 withdrawals totalling ₹300.00?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitForNoConfirmDialog();
    await waitFor(() =>
      expect(mockApi.requestsTo('POST', '/withdrawals/bulk/reject')).toHaveLength(1),
    );
    expect(mockApi.requestsTo('POST', '/withdrawals/bulk/reject')[0]?.body).toEqual({
      ids: [13],
      filter: {},
      reason: 'Duplicate accounts',
    });
  });

  it('Approve selected says what the two-person rule will do, and sends no reason', async () => {
    mockApi.binary('post', '/withdrawals/bulk/approve', ndjson([SUMMARY]), 'application/x-ndjson');
    await selectRow13();
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await confirmDialog();
    expect(
      dialog.getByText(
        'Each withdrawal is approved under the two-person rule; rows you cannot approve are reported.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve')).toHaveLength(1),
    );
    expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve')[0]?.body).toEqual({
      ids: [13],
      filter: {},
    });
  });
});

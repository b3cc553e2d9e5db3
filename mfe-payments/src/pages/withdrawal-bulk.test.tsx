import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmDialog,
  mockApi,
  mockList,
  renderWithProviders,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import { STEP_UP_REQUIRED } from '@rewards/contract/limits';
import { StepUpDialog } from '@rewards/shared/ui-admin';
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

const preview = (over: object = {}) => ({
  success: true,
  data: {
    total: 1,
    preview: { complete: 0, firstApproval: 0, reject: 1, skipped: {}, payout: '0.00', ...over },
  },
});

async function selectRow13() {
  mockList('/withdrawals', [makeWithdrawal({ id: 13, amount: '300.00' })]);
  renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 13' }));
}

describe('bulk decisions on the Withdrawal screen', () => {
  it('asks one reason, then confirms the count and total, and sends both', async () => {
    mockApi.binary('post', '/withdrawals/bulk/reject', ndjson([SUMMARY]), 'application/x-ndjson');
    mockApi.post('/withdrawals/bulk/reject/count', preview());
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
    expect(dialog.getByText('Reject 1 withdrawal? 1 will be rejected.')).toBeInTheDocument();
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
    mockApi.post(
      '/withdrawals/bulk/approve/count',
      preview({ reject: 0, complete: 1, payout: '300.00' }),
    );
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

  it("says before the run what approving will do to each row: the server's preview", async () => {
    mockList('/withdrawals', [
      makeWithdrawal({ id: 1, amount: '500.00' }),
      makeWithdrawal({ id: 2, amount: '2000.00' }),
      makeWithdrawal({ id: 3, amount: '25.00', status: 'completed' }),
    ]);
    mockApi.post('/withdrawals/bulk/approve/count', {
      success: true,
      data: {
        total: 3,
        preview: {
          complete: 1,
          firstApproval: 1,
          reject: 0,
          skipped: { already_decided: 1 },
          payout: '500.00',
        },
      },
    });
    renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal' });
    for (const id of [1, 2, 3])
      await userEvent.click(await screen.findByRole('checkbox', { name: `Select row ${id}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await confirmDialog();
    expect(
      dialog.getByText(
        'Approve 3 withdrawals? 1 will be completed, paying out ₹500.00. 1 will get a first ' +
          'approval; a second admin must approve it to pay out. 1 withdrawal will be skipped: ' +
          '1 already decided.',
      ),
    ).toBeInTheDocument();
    expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve/count')[0]?.body).toEqual({
      ids: [1, 2, 3],
      filter: {},
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve')).toHaveLength(0);
  });

  it('asks for a fresh code when the server says the check is stale, then runs the batch', async () => {
    mockApi.post(
      '/withdrawals/bulk/approve',
      { success: false, message: 'Confirm it is you', reason: STEP_UP_REQUIRED },
      { status: 401 },
    );
    mockApi.post('/withdrawals/bulk/approve/count', preview({ reject: 0, complete: 1 }));
    mockApi.post('/admin/mfa/step-up', { success: true });
    mockList('/withdrawals', [makeWithdrawal({ id: 13, amount: '300.00' })]);
    renderWithProviders(
      <>
        <WithdrawalsPage />
        <StepUpDialog />
      </>,
      { route: '/withdrawal' },
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 13' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Approve' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(stepUp).getByLabelText(/Authenticator code/), '123456');
    mockApi.binary('post', '/withdrawals/bulk/approve', ndjson([SUMMARY]), 'application/x-ndjson');
    await userEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('POST', '/withdrawals/bulk/approve')).toHaveLength(2),
    );
    const bodies = mockApi.requestsTo('POST', '/withdrawals/bulk/approve').map((r) => r.body);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(mockApi.requestsTo('POST', '/admin/mfa/step-up')).toHaveLength(1);
  });
});
